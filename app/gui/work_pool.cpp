#include "app/gui/work_pool.hpp"

#include <QThreadPool>

namespace cyclelab::app {

Q_GLOBAL_STATIC(QThreadPool, pool)

QThreadPool* workPool() {
    return pool();
}

} // namespace cyclelab::app
