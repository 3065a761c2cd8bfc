#include "core/common/atomic_file.hpp"

#include "core/common/message.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cyclelab::core {
namespace {

namespace fs = std::filesystem;

// A fresh, exclusively created file next to `file` (".name.tmp-XXXXXX": hidden, and on the same
// file system so the rename is atomic). Returns the open descriptor and its path.
Expected<std::pair<int, std::string>> makeTemporary(const fs::path& file) {
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    std::string name = (dir / ("." + file.filename().string() + ".tmp-XXXXXX")).string();
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        return Error::runtime(
            message(MessageId::ErrCannotWriteCheckDir, {file.string(), std::strerror(errno)}));
    }
    (void)::fchmod(fd, 0644); // mkstemp creates 0600; outputs are ordinary files
    return std::pair{fd, name};
}

Status renameIntoPlace(const std::string& tmp, const fs::path& file) {
    if (::rename(tmp.c_str(), file.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return Error::runtime(
            message(MessageId::ErrCannotWriteDetail, {file.string(), std::strerror(err)}));
    }
    return success();
}

} // namespace

Status writeFileAtomically(const fs::path& file, const std::string& text) {
    auto tmp = makeTemporary(file);
    if (!tmp) {
        return tmp.error();
    }
    auto [fd, name] = tmp.value();
    const char* p = text.data();
    std::size_t left = text.size();
    int err = 0;
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            err = errno;
            break;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    if (err == 0 && ::fsync(fd) != 0) {
        err = errno;
    }
    if (::close(fd) != 0 && err == 0) {
        err = errno;
    }
    if (err != 0) {
        ::unlink(name.c_str());
        return Error::runtime(message(MessageId::ErrWritingFailedNothingWritten,
                                      {file.string(), std::strerror(err)}));
    }
    return renameIntoPlace(name, file);
}

Status writeViaTemporary(const fs::path& file,
                         const std::function<Status(const std::string& tmpPath)>& write) {
    auto tmp = makeTemporary(file);
    if (!tmp) {
        return tmp.error();
    }
    auto [fd, name] = tmp.value();
    ::close(fd);
    Status written = write(name);
    if (written.ok()) {
        // The writer closed the file; make its bytes durable before the name points at them.
        const int rfd = ::open(name.c_str(), O_RDONLY);
        const bool synced = rfd >= 0 && ::fsync(rfd) == 0;
        if (rfd >= 0) {
            ::close(rfd);
        }
        if (!synced) {
            written = Error::runtime(
                message(MessageId::ErrWritingFailed, {file.string(), std::strerror(errno)}));
        }
    }
    if (!written.ok()) {
        ::unlink(name.c_str());
        return written;
    }
    return renameIntoPlace(name, file);
}

} // namespace cyclelab::core
