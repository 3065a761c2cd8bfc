/* CycleLab FreeRTOS profile `default`: what a vendor demo ships (see FreeRTOSConfig_common.h). */
#pragma once
#define CL_FREERTOS_VENDOR_DEFAULT 1
#include "FreeRTOSConfig_common.h"
