// The second-thread hand-over of capture import: the target gets every byte, in order, in
// whole samples, and only after finish() returns is everything delivered.

#include "devices/sigrok/pipelined_sink.hpp"

#include <atomic>
#include <chrono>
#include <gtest/gtest.h>
#include <numeric>
#include <thread>

namespace cyclelab::devices::sigrok {
namespace {

struct Recorder : core::LogicSink {
    std::vector<std::uint8_t> bytes;
    std::vector<unsigned> units;
    std::size_t largestCall = 0;
    std::thread::id thread;
    std::atomic<bool> slow{false};
    void onLogic(const std::uint8_t* data, std::size_t n, unsigned unitSize) override {
        if (slow) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        EXPECT_EQ(n % unitSize, 0U) << "a sample torn across calls";
        bytes.insert(bytes.end(), data, data + n);
        units.push_back(unitSize);
        largestCall = std::max(largestCall, n);
        thread = std::this_thread::get_id();
    }
};

TEST(PipelinedSink, DeliversEveryByteInOrderInWholeSamples) {
    Recorder target;
    target.slow = true; // the producer must wait for buffers, not overwrite them
    std::vector<std::uint8_t> stream(3 * PipelinedSink::kBlockBytes + 12345 * 3);
    std::iota(stream.begin(), stream.end(), std::uint8_t{0});
    {
        PipelinedSink pipe(target);
        std::size_t pos = 0;
        // Small calls, then one larger than a block (split on sample boundaries).
        for (int i = 0; i < 20; ++i) {
            pipe.onLogic(stream.data() + pos, 999, 3);
            pos += 999;
        }
        pipe.onLogic(stream.data() + pos, stream.size() - pos, 3);
        pipe.finish();
        EXPECT_EQ(target.bytes, stream); // complete once finish() returned
        pipe.finish();                   // a second call is harmless
    }
    EXPECT_LE(target.largestCall, PipelinedSink::kBlockBytes);
    EXPECT_NE(target.thread, std::this_thread::get_id());
    for (unsigned unit : target.units) {
        EXPECT_EQ(unit, 3U);
    }
}

TEST(PipelinedSink, NothingFedNothingDelivered) {
    Recorder target;
    { PipelinedSink pipe(target); } // destructor finishes and joins
    EXPECT_TRUE(target.bytes.empty());
}

} // namespace
} // namespace cyclelab::devices::sigrok
