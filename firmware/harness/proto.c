/* Protocol encoding: decimal/hex output, zigzag-delta base-32 varint chunks, CRC-32. No printf:
 * the F100 image must fit in 8 KB of RAM and the output path should cost little flash. */
#include "cl_proto.h"
#include "board.h"
#include "cl_cycles.h"

static const char alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

void cl_puts(const char *s) {
  while (*s)
    board_putc(*s++);
}

void cl_put_u32(uint32_t v) {
  char buf[11];
  int i = 10;
  buf[i] = 0;
  do {
    buf[--i] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v);
  cl_puts(&buf[i]);
}

static void put_hex8(uint32_t v) {
  for (int shift = 28; shift >= 0; shift -= 4)
    board_putc("0123456789abcdef"[(v >> shift) & 0xFu]);
}

void cl_put_kv(const char *key, const char *value) {
  board_putc(' ');
  cl_puts(key);
  board_putc('=');
  cl_puts(value);
}

void cl_put_kv_u32(const char *key, uint32_t value) {
  board_putc(' ');
  cl_puts(key);
  board_putc('=');
  cl_put_u32(value);
}

void cl_put_eol(void) { board_putc('\n'); }

void cl_err(const char *code, const char *msg) {
  cl_puts("ERR");
  cl_put_kv("code", code);
  cl_put_kv("msg", msg);
  cl_put_eol();
}

static uint32_t crc_byte(uint32_t crc, uint8_t b) {
  crc ^= b;
  for (int k = 0; k < 8; k++)
    crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  return crc;
}

/* Walk the payload once for the CRC and once to print it: no 450-byte line buffer on 8 KB parts. */
static uint32_t encode(const uint32_t *s, uint32_t n, int emit) {
  uint32_t crc = 0xFFFFFFFFu, prev = 0;
  for (uint32_t i = 0; i < n; i++) {
    int32_t d = (int32_t)(s[i] - prev);
    uint32_t z = ((uint32_t)d << 1) ^ (uint32_t)(d >> 31);
    prev = s[i];
    do {
      uint32_t v = z & 31u;
      z >>= 5;
      if (z)
        v |= 32u;
      if (emit)
        board_putc(alphabet[v]);
      else
        crc = crc_byte(crc, (uint8_t)alphabet[v]);
    } while (z);
  }
  return crc ^ 0xFFFFFFFFu;
}

void cl_send_chunk(const uint32_t *samples, uint32_t n, uint32_t seq) {
  cl_puts("D");
  cl_put_kv_u32("seq", seq);
  cl_put_kv_u32("n", n);
  cl_puts(" crc=");
  put_hex8(encode(samples, n, 0));
  cl_puts(" p=");
  encode(samples, n, 1);
  cl_put_eol();
}

uint32_t cl_read_line(char *buf, uint32_t cap) {
  uint32_t len = 0;
  for (;;) {
    int c = board_getc();
    if (c < 0) {
#if CL_QEMU
      /* QEMU's USART model wakes its main loop at every register read: a tight poll kept a host
       * core busy while the firmware waited. ~2,000 instructions between reads delay a command
       * by a few microseconds of target time. */
      cl_spin(1000u);
#endif
      continue;
    }
    if (c == '\n') {
      if (len && buf[len - 1] == '\r')
        len--;
      buf[len] = 0;
      return len;
    }
    if (len + 1 < cap)
      buf[len++] = (char)c;
  }
}
