/* ThreadX `default` profile: the kernel as shipped. common/inc/tx_user_sample.h defines
 * nothing (every option there is commented out), so tx_port.h / tx_api.h defaults apply:
 * TX_MAX_PRIORITIES 32, TX_MINIMUM_STACK 200, TX_TIMER_THREAD_STACK_SIZE 1024,
 * TX_TIMER_THREAD_PRIORITY 0, error checking (txe_* wrappers) on, stack filling (0xEF) on,
 * preemption threshold on, notify callbacks on, timer expirations in the system timer thread;
 * no stack checking, event trace or performance information. */
#pragma once
