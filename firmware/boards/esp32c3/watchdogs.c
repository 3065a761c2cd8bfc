/* ESP32-C3 watchdogs off, from start.S before .bss and main. Its own file so that the host test
 * (tests/clock_bringup/esp32c3_watchdogs_test.cpp) runs it against a model of the registers. */
#include "board.h"

/* Watchdogs (TRM, "Watchdog Timers" and "Low-power Management"): each configuration register
 * is write-protected; the key unlocks it, any other value locks it again. */
#define RTC_CNTL 0x60008000u
#define RTC_WDTCONFIG0 (RTC_CNTL + 0x90u)
#define RTC_WDTWPROTECT (RTC_CNTL + 0xA8u)
#define RTC_SWD_CONF (RTC_CNTL + 0xACu)
#define RTC_SWD_WPROTECT (RTC_CNTL + 0xB0u)
#define WDT_WKEY 0x50D83AA1u
#define SWD_WKEY 0x8F1D312Au
#define SWD_AUTO_FEED_EN (1u << 31)
#define SWD_DISABLE (1u << 30)
#define TIMG0 0x6001F000u
#define TIMG1 0x60020000u
#define TIMG_WDTCONFIG0 0x48u
#define TIMG_WDTWPROTECT 0x64u
#define TIMG_WDT_CONF_UPDATE_EN (1u << 22)

/* From start.S before .bss and main: the RTC watchdog and timer group 0's are armed by the
 * flash boot, timer group 1's and the super watchdog may be; all four go off. */
void cl_c3_watchdogs_off(void) {
  CL_REG(RTC_WDTWPROTECT) = WDT_WKEY;
  CL_REG(RTC_WDTCONFIG0) = 0; /* WDT_EN and the flash-boot mode cleared */
  CL_REG(RTC_WDTWPROTECT) = 0;
  CL_REG(RTC_SWD_WPROTECT) = SWD_WKEY;
  CL_REG(RTC_SWD_CONF) |= SWD_AUTO_FEED_EN | SWD_DISABLE;
  CL_REG(RTC_SWD_WPROTECT) = 0;
  static const uint32_t groups[2] = {TIMG0, TIMG1};
  for (unsigned i = 0; i < 2; i++) {
    CL_REG(groups[i] + TIMG_WDTWPROTECT) = WDT_WKEY;
    CL_REG(groups[i] + TIMG_WDTCONFIG0) = 0;
    /* The C3 latches a new timer-group watchdog configuration only on this bit. */
    CL_REG(groups[i] + TIMG_WDTCONFIG0) = TIMG_WDT_CONF_UPDATE_EN;
    CL_REG(groups[i] + TIMG_WDTWPROTECT) = 0;
  }
}
