/* ThreadX `minimal` profile: scheduler, synchronisation and memory only. Options from
 * common/inc/tx_user_sample.h that remove checks and features the benchmarks do not use. */
#pragma once
#define TX_DISABLE_ERROR_CHECKING       /* API calls go straight to _tx_*, no txe_* wrappers */
#define TX_DISABLE_STACK_FILLING        /* thread stacks are not filled with 0xEF */
#define TX_DISABLE_PREEMPTION_THRESHOLD /* the port sets threshold = priority anyway */
#define TX_DISABLE_NOTIFY_CALLBACKS
#define TX_DISABLE_REDUNDANT_CLEARING
#define TX_TIMER_PROCESS_IN_ISR /* no system timer thread (and its 1 KB stack) */
