/* The three bounds-checked functions of the securec library (OpenHarmony
 * third_party/bounds_checking_function) that kernel_liteos_m's kernel and arch files call, so
 * the port builds without that repository. Semantics as documented there: EOK on success; on a
 * bad argument or an overflow the destination is left alone (or emptied) and an error returned. */
#pragma once
#include <stddef.h>
#include <string.h>

typedef int errno_t;
#define EOK 0
#define SECUREC_MEM_MAX_LEN 0x7fffffffUL /* largest length the functions accept */
#define CL_SECUREC_EINVAL 22
#define CL_SECUREC_ERANGE 34

static inline errno_t memset_s(void *dest, size_t destMax, int c, size_t count) {
  if (dest == NULL || count > destMax)
    return CL_SECUREC_ERANGE;
  memset(dest, c, count);
  return EOK;
}

static inline errno_t memcpy_s(void *dest, size_t destMax, const void *src, size_t count) {
  if (dest == NULL || src == NULL || count > destMax)
    return CL_SECUREC_ERANGE;
  memcpy(dest, src, count);
  return EOK;
}

static inline errno_t strncpy_s(char *dest, size_t destMax, const char *src, size_t count) {
  if (dest == NULL || src == NULL || destMax == 0)
    return CL_SECUREC_EINVAL;
  size_t n = 0; /* strnlen is POSIX: picolibc (RISC-V images) hides it under -std=c11 */
  while (n < count && src[n] != '\0')
    n++;
  if (n >= destMax) {
    dest[0] = '\0';
    return CL_SECUREC_ERANGE;
  }
  memcpy(dest, src, n);
  dest[n] = '\0';
  return EOK;
}
