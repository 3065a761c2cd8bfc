// Hands the flasher registry's kinds to core before main(), so the profile loader knows the
// hardware flashers in every program that links cyclelab_devices. An INTERFACE source of that
// library (CMakeLists.txt): compiled into each program itself, because the linker drops an
// object of a static library that nothing references, and this one is referenced by nothing.
// It declares registerFlashers (flasher_registry.hpp) instead of including the header: every
// program compiles this file, and the header pulls in the model.

namespace cyclelab::devices {
bool registerFlashers();
} // namespace cyclelab::devices

namespace {

[[maybe_unused]] const bool kFlashersRegistered = cyclelab::devices::registerFlashers();

} // namespace
