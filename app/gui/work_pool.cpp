#include "app/gui/work_pool.hpp"

#include <QThreadPool>

namespace cyclelab::app {

Q_GLOBAL_STATIC(QThreadPool, pool)

QThreadPool* workPool() {
    return pool();
}

void releaseOnWorkPool(std::shared_ptr<void> object) {
    if (object)
        workPool()->start([object = std::move(object)]() mutable { object.reset(); });
}

} // namespace cyclelab::app
