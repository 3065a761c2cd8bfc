/* CycleLab custom board for NuttX, one board directory for every CycleLab board: the facts come
 * from the board profile (resources/boards/<id>.json) through cl_profile.h, which the build
 * writes next to this file for each image (ports/nuttx/build_image.cmake): core and bus clocks
 * of the image's tier, flash and RAM sizes, family. The clock bring-up is the board's own
 * firmware/boards/<board>/clock.c (HSE with timeout, fallback to the internal oscillator), run
 * from stm32_boardinitialize() (src/cl_board.c); NuttX's own PLL set-up never runs
 * (CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG). The frequencies below are those of the tier:
 * after a fallback the port sets SysTick from the clock reached (port_nuttx.c). */
#pragma once

#include <arch/board/cl_profile.h>
#include <nuttx/config.h>
#ifndef __ASSEMBLY__
#include <stdint.h>
#endif

#define STM32_SYSCLK_FREQUENCY CL_NX_CPU_HZ
#define STM32_HCLK_FREQUENCY CL_NX_CPU_HZ
#define STM32_PCLK1_FREQUENCY CL_NX_APB1_HZ
#define STM32_PCLK2_FREQUENCY CL_NX_APB2_HZ
/* Timer kernel clocks: twice the APB clock when the APB prescaler is not 1. */
#define CL_NX_TIMCLK(apb) ((apb) == CL_NX_CPU_HZ ? (apb) : 2 * (apb))

#if defined(CL_NX_FAMILY_F4)
#define STM32_HSI_FREQUENCY 16000000ul
#define STM32_LSI_FREQUENCY 32000
#define STM32_LSE_FREQUENCY 32768
#define STM32_APB1_TIM2_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM3_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM4_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM5_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM6_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB1_TIM7_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_APB2_TIM1_CLKIN CL_NX_TIMCLK(STM32_PCLK2_FREQUENCY)
#define STM32_APB2_TIM8_CLKIN CL_NX_TIMCLK(STM32_PCLK2_FREQUENCY)
/* NSH's console in the default profile (kernel.cmake, CL_NUTTX_NSH_CONSOLE_*): USART2 on PA2
 * (TX) / PA3 (RX), USART3 on PD8 / PD9 (free on the STM32F4 Discovery; PB10 drives its
 * microphone). The harness drives its own console UART and NuttX never configures that one. */
#define GPIO_USART2_RX GPIO_USART2_RX_1
#define GPIO_USART2_TX GPIO_USART2_TX_1
#define GPIO_USART3_RX GPIO_USART3_RX_3
#define GPIO_USART3_TX GPIO_USART3_TX_3
#elif defined(CL_NX_FAMILY_F1)
#define STM32_TIM1_CLKIN CL_NX_TIMCLK(STM32_PCLK2_FREQUENCY)
#define STM32_TIM8_CLKIN CL_NX_TIMCLK(STM32_PCLK2_FREQUENCY)
#define STM32_TIM2_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_TIM3_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_TIM4_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_TIM5_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_TIM6_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
#define STM32_TIM7_CLKIN CL_NX_TIMCLK(STM32_PCLK1_FREQUENCY)
/* NSH's console in the default profile: the USARTs on their default (not remapped) pins. */
#define GPIO_USART1_TX GPIO_USART1_TX_0
#define GPIO_USART1_RX GPIO_USART1_RX_0
#define GPIO_USART2_TX GPIO_USART2_TX_0
#define GPIO_USART2_RX GPIO_USART2_RX_0
#define GPIO_USART3_TX GPIO_USART3_TX_0
#define GPIO_USART3_RX GPIO_USART3_RX_0
#else
#error "cl_profile.h names no family"
#endif
