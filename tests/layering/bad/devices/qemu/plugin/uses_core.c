/* Fixture: the QEMU plugin including a host header (refused by cmake/LayeringIncludes.cmake). */
#include "core/common/error.hpp"
