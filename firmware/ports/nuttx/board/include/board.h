/* CycleLab custom board for NuttX: STM32F405 (QEMU netduinoplus2) and STM32F407 (STM32F4
 * Discovery). Clock tree from the 8 MHz crystal: PLL 8/8*336/2 = 168 MHz SYSCLK = HCLK,
 * APB1 = HCLK/4 (42 MHz), APB2 = HCLK/2 (84 MHz), 5 flash wait states (RM0090 table 10,
 * 2.7-3.6 V). On QEMU the board's stm32_board_clockconfig() leaves RCC alone: the model has no
 * RCC and its SysTick already counts at 168 MHz. */
#pragma once

#include <nuttx/config.h>
#ifndef __ASSEMBLY__
#include <stdint.h>
#endif

#define STM32_BOARD_XTAL 8000000ul
#define STM32_HSI_FREQUENCY 16000000ul
#define STM32_LSI_FREQUENCY 32000
#define STM32_HSE_FREQUENCY STM32_BOARD_XTAL
#define STM32_LSE_FREQUENCY 32768
#define STM32_BOARD_USEHSE 1

#define STM32_PLLCFG_PLLM RCC_PLLCFG_PLLM(8)
#define STM32_PLLCFG_PLLN RCC_PLLCFG_PLLN(336)
#define STM32_PLLCFG_PLLP RCC_PLLCFG_PLLP_2
#define STM32_PLLCFG_PLLQ RCC_PLLCFG_PLLQ(7)

#define STM32_SYSCLK_FREQUENCY 168000000ul
#define STM32_RCC_CFGR_HPRE RCC_CFGR_HPRE_SYSCLK
#define STM32_HCLK_FREQUENCY STM32_SYSCLK_FREQUENCY
#define STM32_RCC_CFGR_PPRE1 RCC_CFGR_PPRE1_HCLKd4
#define STM32_PCLK1_FREQUENCY (STM32_HCLK_FREQUENCY / 4)
#define STM32_RCC_CFGR_PPRE2 RCC_CFGR_PPRE2_HCLKd2
#define STM32_PCLK2_FREQUENCY (STM32_HCLK_FREQUENCY / 2)

/* Timer kernel clocks: twice the APB clock when the APB prescaler is not 1. */
#define STM32_APB1_TIM2_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM3_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM4_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM5_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM6_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM7_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#define STM32_APB2_TIM1_CLKIN (2 * STM32_PCLK2_FREQUENCY)
#define STM32_APB2_TIM8_CLKIN (2 * STM32_PCLK2_FREQUENCY)
#define STM32_TIM18_FREQUENCY STM32_HCLK_FREQUENCY
#define STM32_TIM27_FREQUENCY (STM32_HCLK_FREQUENCY / 2)

/* NuttX's console in the default profile (NSH, syslog): USART2 on PA2 (TX) / PA3 (RX) on
 * qemu-f405, where the harness owns USART1 (PA9/PA10); USART3 on PD8 (TX) / PD9 (RX) on the
 * STM32F4 Discovery (free pins there; PB10 drives the microphone), where the harness owns
 * USART2 (the board profile's console). The harness
 * drives its UART itself and NuttX never configures that one. */
#define GPIO_USART2_RX GPIO_USART2_RX_1
#define GPIO_USART2_TX GPIO_USART2_TX_1
#define GPIO_USART3_RX GPIO_USART3_RX_3
#define GPIO_USART3_TX GPIO_USART3_TX_3
