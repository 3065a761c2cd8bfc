/* Line output for the result protocol (firmware/PROTOCOL.md). */
#pragma once
#include <stdint.h>

void cl_puts(const char *s);
void cl_put_u32(uint32_t v);
void cl_put_kv(const char *key, const char *value); /* " key=value" */
void cl_put_kv_u32(const char *key, uint32_t value);
void cl_put_eol(void);
void cl_err(const char *code, const char *msg);
/* Emit chunk `seq` of samples[0..n) as a `D` line. */
void cl_send_chunk(const uint32_t *samples, uint32_t n, uint32_t seq);
/* Read one command line (blocking, polls the UART); returns its length. */
uint32_t cl_read_line(char *buf, uint32_t cap);
