#include "app/gui/pool_connection.hpp"

#include "app/gui/core_text.hpp"

namespace cyclelab::app {

bool PoolConnection::ensureOpen(const std::string& path) {
    if (store)
        return true;
    auto opened = core::RunStore::open(path);
    if (!opened) {
        error = CoreText::error(opened.error());
        return false;
    }
    store = std::make_unique<core::RunStore>(std::move(opened).value());
    return true;
}

} // namespace cyclelab::app
