/* CycleLab FreeRTOS profile `minimal`: scheduler, synchronisation and memory only. */
#pragma once
#define CL_FREERTOS_VENDOR_DEFAULT 0
#include "FreeRTOSConfig_common.h"
