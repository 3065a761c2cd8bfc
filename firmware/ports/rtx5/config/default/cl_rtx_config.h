/* RTX5 `default` profile: Config/RTX_Config.h as shipped, nothing overridden. The values that
 * matter here: OS_DYNAMIC_MEM_SIZE 32768, OS_TICK_FREQ 1000, OS_ROBIN_ENABLE 1 (timeout 5),
 * OS_ISR_FIFO_QUEUE 16, OS_STACK_CHECK 1, OS_STACK_WATERMARK 0, OS_IDLE_THREAD_STACK_SIZE 512,
 * OS_TIMER_THREAD_STACK_SIZE 512 (timer thread at osPriorityHigh, OS_TIMER_CB_QUEUE 4),
 * OS_EVR_INIT 0 with every OS_EVR_<component> 1 (events generated; without the CMSIS-View
 * Event Recorder component they go to RTX's empty recorder functions), OS_PRIVILEGE_MODE 1,
 * safety features, pointer checks and object-specific memory off. */
#pragma once
