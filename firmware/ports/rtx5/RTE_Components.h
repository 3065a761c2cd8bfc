/* What a CMSIS pack build would generate: the only component fact RTX5 and the CMSIS OS tick
 * need is the device header. */
#pragma once
#define RTE_COMPONENTS_H
#define CMSIS_device_header "cl_rtx5_device.h"
