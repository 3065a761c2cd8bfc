// The ESP32-C3's interrupt glue for the kernel ports (firmware/boards/esp32c3/irq_esp32c3.c: the
// SYSTIMER tick, the switch request, the interrupt matrix), compiled for the host against a model
// of those registers as the Technical Reference Manual describes them: SYSTIMER unit 0 counts at
// 16 MHz, its value is read after an update request has latched it, target 0 takes a new
// deadline only when COMP0_LOAD is written and raises its interrupt once the count reaches it
// (one-shot); the matrix maps a source to a CPU line, and a line is taken when it is enabled,
// level-triggered here, and its priority reaches the threshold. The CPU takes the highest such
// line with mcause = 0x80000000 | line, which must be the cause the kernel ports compare against
// (board_rv32.h). Nothing here has run on silicon.

#include "reg_proxy.hpp"

#include <cstdint>
#include <gtest/gtest.h>
#include <map>

namespace c3irq {

constexpr std::uint32_t kSystimer = 0x60023000, kConf = kSystimer, kUnit0Op = kSystimer + 0x04;
constexpr std::uint32_t kTargetHi = kSystimer + 0x1C, kTargetLo = kSystimer + 0x20;
constexpr std::uint32_t kTargetConf = kSystimer + 0x34, kValueHi = kSystimer + 0x40;
constexpr std::uint32_t kValueLo = kSystimer + 0x44, kCompLoad = kSystimer + 0x50;
constexpr std::uint32_t kIntEna = kSystimer + 0x64, kIntClr = kSystimer + 0x6C;
constexpr std::uint32_t kIntSt = kSystimer + 0x70;
constexpr std::uint32_t kClkEn = 1u << 31, kWorkEn = 1u << 24, kUpdate = 1u << 30;
constexpr std::uint32_t kValid = 1u << 29;
constexpr std::uint32_t kMatrix = 0x600C2000, kEnable = kMatrix + 0x104, kType = kMatrix + 0x108;
constexpr std::uint32_t kThreshold = kMatrix + 0x194;
constexpr std::uint32_t kFromCpu0 = 0x600C0028, kFromCpu1 = 0x600C002C;
constexpr std::uint32_t kSrcSystimer0 = 37, kSrcFromCpu0 = 50, kSrcFromCpu1 = 51;
constexpr std::uint32_t prioReg(std::uint32_t line) {
    return kMatrix + 0x114 + 4 * line;
}

struct Model {
    std::map<std::uint32_t, std::uint32_t> regs;
    std::uint64_t count = 0;
    std::uint64_t loaded = 0; // the comparator's deadline, taken at COMP0_LOAD
    bool armed = false;       // one-shot: fires once per load
    bool raw = false;         // target 0's interrupt, raw
    bool latched = false;

    std::uint32_t read(std::uint32_t a) {
        if (a == kUnit0Op)
            return regs[a] | (latched ? kValid : 0u);
        if (a == kIntSt)
            return raw && (regs[kIntEna] & 1u) ? 1u : 0u;
        return regs[a];
    }
    void write(std::uint32_t a, std::uint32_t v) {
        if (a == kUnit0Op && (v & kUpdate)) {
            regs[kValueHi] = static_cast<std::uint32_t>(count >> 32);
            regs[kValueLo] = static_cast<std::uint32_t>(count);
            latched = true;
            return;
        }
        if (a == kCompLoad && (v & 1u)) {
            loaded = static_cast<std::uint64_t>(regs[kTargetHi]) << 32 | regs[kTargetLo];
            armed = true;
            return;
        }
        if (a == kIntClr) {
            if (v & 1u)
                raw = false;
            return;
        }
        regs[a] = v;
    }
    void advance(std::uint64_t counts) {
        count += counts;
        latched = false;
        const bool running = (regs[kConf] & (kClkEn | kWorkEn)) == (kClkEn | kWorkEn);
        if (running && armed && regs[kTargetConf] == 0 && count >= loaded) {
            raw = true;
            armed = false;
        }
    }
    bool sourceAsserted(std::uint32_t src) {
        switch (src) {
        case kSrcSystimer0:
            return read(kIntSt) & 1u;
        case kSrcFromCpu0:
            return regs[kFromCpu0] & 1u;
        case kSrcFromCpu1:
            return regs[kFromCpu1] & 1u;
        default:
            return false;
        }
    }
    // The line the CPU takes next (0: none), as mcause would name it.
    std::uint32_t takenMcause() {
        std::uint32_t best = 0, bestPrio = 0;
        for (std::uint32_t src : {kSrcSystimer0, kSrcFromCpu0, kSrcFromCpu1}) {
            const std::uint32_t line = regs[kMatrix + 4 * src];
            if (line == 0 || !sourceAsserted(src) || !(regs[kEnable] >> line & 1u) ||
                (regs[kType] >> line & 1u))
                continue;
            const std::uint32_t prio = regs[prioReg(line)];
            if (prio >= regs[kThreshold] && prio > bestPrio) {
                best = line;
                bestPrio = prio;
            }
        }
        return best ? 0x80000000u | best : 0u;
    }
};

Model& model() {
    static Model m;
    return m;
}

using Reg = RegProxy<Model, model>;

} // namespace c3irq

#define CL_REG(addr) (c3irq::Reg(static_cast<std::uint32_t>(addr)))
// clang-format off
#include "irq_esp32c3.c" // the firmware's own code, unchanged (include path: firmware/boards/esp32c3)
// clang-format on

namespace {

using namespace c3irq;

class Esp32c3Irq : public ::testing::Test {
  protected:
    void SetUp() override { model() = Model{}; }
};

constexpr std::uint32_t kPeriod = 16000; // 1 kHz from the 16 MHz systimer

std::uint64_t deadline() {
    return static_cast<std::uint64_t>(model().regs[kTargetHi]) << 32 | model().regs[kTargetLo];
}

TEST_F(Esp32c3Irq, TickFiresOnAFixedGridOnTheTickCause) {
    model().count = 0x1'0000'FFF0ull; // the low word wraps before the first deadline
    cl_rv_tick_start(1000);
    const std::uint64_t first = 0x1'0000'FFF0ull + kPeriod;
    EXPECT_EQ(model().loaded, first);
    EXPECT_EQ(model().takenMcause(), 0u);
    model().advance(kPeriod - 1);
    EXPECT_EQ(model().takenMcause(), 0u) << "a count early";
    model().advance(1);
    ASSERT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_TICK));
    // The handler runs late: the next deadline stays on the grid, and what the harness reads
    // back (target low word minus one period) is the deadline that fired.
    model().advance(5000);
    EXPECT_EQ(cl_rv_tick_ack(), 1);
    EXPECT_EQ(model().loaded, first + kPeriod);
    EXPECT_EQ(static_cast<std::uint32_t>(model().regs[kTargetLo] - CL_C3_SYSTIMER_HZ / 1000u),
              static_cast<std::uint32_t>(first));
    EXPECT_EQ(model().takenMcause(), 0u) << "the level must fall once acknowledged";
    model().advance(kPeriod - 5000);
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_TICK));
    EXPECT_EQ(cl_rv_tick_ack(), 1);
    EXPECT_EQ(deadline(), first + 2 * kPeriod);
}

TEST_F(Esp32c3Irq, AckWithoutTheTickChangesNothing) {
    cl_rv_tick_start(1000);
    const std::uint64_t before = model().loaded;
    EXPECT_EQ(cl_rv_tick_ack(), 0);
    EXPECT_EQ(model().loaded, before);
    EXPECT_EQ(deadline(), before);
}

// LiteOS-M's clock (ports/liteos-m/rv32/port_rv32.c) counts a tick as begun once its deadline
// has passed, while its line is masked in the matrix (the kernel's tick lock) or interrupts are
// off: the pending state must be the deadline's, not the line's, and end with the acknowledge.
TEST_F(Esp32c3Irq, TickPendingFollowsTheDeadlineWhileItsLineIsMasked) {
    cl_rv_tick_start(1000);
    EXPECT_EQ(cl_c3_tick_pending(), 0);
    model().regs[kEnable] &= ~(1u << CL_C3_LINE_TICK); // the port's tick lock
    model().advance(kPeriod - 1);
    EXPECT_EQ(cl_c3_tick_pending(), 0) << "a count early";
    model().advance(1);
    EXPECT_EQ(cl_c3_tick_pending(), 1) << "the deadline passed with the line masked";
    EXPECT_EQ(model().takenMcause(), 0u) << "masked: not taken";
    model().regs[kEnable] |= 1u << CL_C3_LINE_TICK; // unlock: taken now
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_TICK));
    EXPECT_EQ(cl_rv_tick_ack(), 1);
    EXPECT_EQ(cl_c3_tick_pending(), 0) << "acknowledged: the next tick has not begun";
}

// NuttX's chip layer (firmware/ports/nuttx/chip-esp32c3/c3_irq.c) masks and unmasks one line for
// up_disable_irq / up_enable_irq through cl_c3_line_enable, the core having no mie: a masked
// line is not taken while its source stays asserted, the other lines are, and unmasking takes it
// on its own cause (NuttX's IRQ RISCV_IRQ_ASYNC + line).
TEST_F(Esp32c3Irq, OneLineMaskedLeavesTheOthersTaken) {
    cl_rv_tick_start(1000);
    cl_c3_route_irq(CL_C3_SRC_FROM_CPU_SOFT, CL_C3_LINE_SOFT, 2u); // as cl_irq_setup does
    cl_c3_line_enable(CL_C3_LINE_TICK, 0);
    model().advance(kPeriod);
    EXPECT_EQ(model().takenMcause(), 0u) << "the tick's line is masked";
    EXPECT_EQ(cl_c3_tick_pending(), 1) << "its deadline passed all the same";
    model().regs[kFromCpu1] = 1;
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_SOFT))
        << "masking the tick left the benchmark line enabled";
    cl_c3_line_enable(CL_C3_LINE_SOFT, 0);
    EXPECT_EQ(model().takenMcause(), 0u) << "both masked";
    cl_c3_line_enable(CL_C3_LINE_TICK, 1);
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_TICK));
    EXPECT_EQ(cl_rv_tick_ack(), 1);
    EXPECT_EQ(model().takenMcause(), 0u) << "the benchmark line is still masked";
    cl_c3_line_enable(CL_C3_LINE_SOFT, 1);
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_SOFT));
    EXPECT_EQ(model().regs[kEnable], (1u << CL_C3_LINE_TICK) | (1u << CL_C3_LINE_SOFT));
}

TEST_F(Esp32c3Irq, SwitchRequestIsTakenOnTheSwitchCauseAfterTheOtherLines) {
    cl_rv_tick_start(1000);
    cl_rv_switch_enable();
    cl_c3_route_irq(CL_C3_SRC_FROM_CPU_SOFT, CL_C3_LINE_SOFT, 2u); // as cl_irq_setup does
    EXPECT_EQ(model().takenMcause(), 0u) << "enabling must not raise the request";
    model().regs[CL_C3_FROM_CPU_SWITCH] = 1; // CL_RV_SWITCH_RAISE's store
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_SWITCH));
    model().regs[kFromCpu1] = 1; // a benchmark line pended too: taken first
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_SOFT));
    model().advance(kPeriod); // and the tick before both
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_TICK));
    EXPECT_EQ(cl_rv_tick_ack(), 1);
    model().regs[kFromCpu1] = 0;
    EXPECT_EQ(model().takenMcause(), static_cast<std::uint32_t>(CL_RV_MCAUSE_SWITCH));
    model().regs[CL_C3_FROM_CPU_SWITCH] = 0; // CL_RV_SWITCH_CLEAR's store
    EXPECT_EQ(model().takenMcause(), 0u);
}

} // namespace
