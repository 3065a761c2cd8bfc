#include "core/protocol/protocol_fields.hpp"

#include "core/common/message.hpp"
#include "core/protocol/sample_payload.hpp"

#include <charconv>
#include <cstdio>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace cyclelab::core {
namespace {

bool isKeyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

bool isValueChar(char c) {
    return c >= '!' && c <= '~';
}

std::string quoted(std::string_view text) {
    return "'" + excerpt(text, 40) + "'";
}

// The fields of one record, checked for syntax; typed getters report the first problem.
class Record {
  public:
    Record(std::string_view tag, std::string_view line) : m_tag(tag), m_line(line) {}

    bool parseFields(std::string_view rest) {
        std::size_t pos = 0;
        while (pos < rest.size()) {
            if (rest[pos] == ' ') {
                ++pos;
                continue;
            }
            std::size_t end = rest.find(' ', pos);
            if (end == std::string_view::npos) {
                end = rest.size();
            }
            if (!addToken(rest.substr(pos, end - pos))) {
                return false;
            }
            pos = end;
        }
        return true;
    }

    std::optional<std::string_view> find(std::string_view key) const {
        for (const auto& [k, v] : m_fields) {
            if (k == key) {
                return v;
            }
        }
        return std::nullopt;
    }

    bool has(std::string_view key) const { return find(key).has_value(); }

    std::optional<std::string_view> text(std::string_view key) {
        auto value = find(key);
        if (!value) {
            fail(message(MessageId::ErrProtocolFieldMissing, {std::string(key)}));
        }
        return value;
    }

    template <typename T> std::optional<T> number(std::string_view key) {
        auto value = text(key);
        if (!value) {
            return std::nullopt;
        }
        T result{};
        const char* first = value->data();
        const char* last = first + value->size();
        const auto [ptr, ec] = std::from_chars(first, last, result);
        if (value->empty() || (*value)[0] < '0' || (*value)[0] > '9' || ec != std::errc() ||
            ptr != last) {
            fail(message(
                MessageId::ErrProtocolNotNumber,
                {std::string(key), quoted(*value), std::to_string(std::numeric_limits<T>::max())}));
            return std::nullopt;
        }
        return result;
    }

    void fail(Message what) {
        if (!m_error) {
            m_error = std::move(what);
        }
    }

    bool failed() const { return m_error.has_value(); }
    // Names the record more precisely in messages, e.g. "D seq=3".
    void setLabel(std::string label) { m_label = std::move(label); }

    ProtocolError error() const {
        Message text =
            message(MessageId::ErrProtocolRecord, {m_label.empty() ? std::string(m_tag) : m_label,
                                                   sub(m_error.value_or(Message{}))});
        std::string english = core::english(text);
        return ProtocolError{std::string(m_tag), excerpt(m_line), std::move(english), false,
                             std::move(text)};
    }

    const std::vector<std::pair<std::string_view, std::string_view>>& fields() const {
        return m_fields;
    }

  private:
    bool addToken(std::string_view token) {
        const std::size_t eq = token.find('=');
        if (eq == std::string_view::npos) {
            fail(message(MessageId::ErrProtocolNotKeyValue, {quoted(token)}));
            return false;
        }
        const std::string_view key = token.substr(0, eq);
        const std::string_view value = token.substr(eq + 1);
        if (key.empty()) {
            fail(message(MessageId::ErrProtocolEmptyKey, {quoted(token)}));
            return false;
        }
        for (const char c : key) {
            if (!isKeyChar(c)) {
                fail(message(MessageId::ErrProtocolKeyChars, {quoted(key)}));
                return false;
            }
        }
        for (const char c : value) {
            if (!isValueChar(c)) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned char>(c));
                fail(message(MessageId::ErrProtocolValueByte, {std::string(key), buf}));
                return false;
            }
        }
        if (find(key)) {
            fail(message(MessageId::ErrProtocolFieldTwice, {std::string(key)}));
            return false;
        }
        m_fields.emplace_back(key, value);
        return true;
    }

    std::string_view m_tag;
    std::string_view m_line;
    std::vector<std::pair<std::string_view, std::string_view>> m_fields;
    std::optional<Message> m_error;
    std::string m_label;
};

ProtocolEvent versionError(std::string_view line, std::string_view proto, int major) {
    // An older image is the common case after an update: say exactly what to do about it.
    Message text = message(major < kProtocolVersion ? MessageId::ErrProtocolVersionOlder
                                                    : MessageId::ErrProtocolVersionNewer,
                           {excerpt(proto, 20), std::to_string(kProtocolVersion)});
    std::string english = core::english(text);
    return ProtocolError{"HELLO", excerpt(line), std::move(english), true, std::move(text)};
}

KernelObjectRam readObjectRam(Record& r) {
    KernelObjectRam ram;
    auto bytes = [&](std::string_view key) { return r.number<std::uint32_t>(key).value_or(0); };
    ram.semBytes = bytes("ram_sem");
    ram.mutexBytes = bytes("ram_mutex");
    ram.queueBytes = bytes("ram_queue");
    ram.queueDepth = bytes("ram_q_depth");
    ram.queueItemBytes = bytes("ram_q_item");
    ram.taskBytes = bytes("ram_task");
    ram.taskStackBytes = bytes("ram_stack");
    if (r.has("ram_event")) { // none where the kernel has no event group
        ram.eventBytes = bytes("ram_event");
    }
    if (r.has("ram_notify")) { // none where the kernel has no task notification
        ram.notifyBytes = bytes("ram_notify");
    }
    return ram;
}

ProtocolEvent parseHello(Record& r, std::string_view line) {
    Hello h;
    const auto proto = r.text("proto");
    if (!proto) {
        return r.error();
    }
    // proto= is <major>[.<minor>]; only the major version decides compatibility.
    const std::size_t dot = proto->find('.');
    const std::string_view majorText = proto->substr(0, dot);
    const std::string_view minorText =
        dot == std::string_view::npos ? std::string_view("0") : proto->substr(dot + 1);
    int major = 0;
    int minor = 0;
    const auto okMajor =
        std::from_chars(majorText.data(), majorText.data() + majorText.size(), major);
    const auto okMinor =
        std::from_chars(minorText.data(), minorText.data() + minorText.size(), minor);
    if (majorText.empty() || majorText[0] == '-' || okMajor.ec != std::errc() ||
        okMajor.ptr != majorText.data() + majorText.size() || minorText.empty() ||
        minorText[0] == '-' || okMinor.ec != std::errc() ||
        okMinor.ptr != minorText.data() + minorText.size()) {
        r.fail(message(MessageId::ErrProtocolBadVersion, {quoted(*proto)}));
        return r.error();
    }
    if (major != kProtocolVersion) {
        return versionError(line, *proto, major);
    }
    h.protoMajor = major;
    h.protoMinor = minor;
    auto str = [&](std::string_view key, std::string& out) {
        if (auto v = r.text(key)) {
            out = std::string(*v);
        }
    };
    str("board", h.board);
    str("kernel", h.kernel);
    str("kver", h.kver);
    str("profile", h.profile);
    str("opt", h.opt);
    str("build", h.build);
    h.cpuHz = r.number<std::uint64_t>("cpu_hz").value_or(0);
    h.flashWs = static_cast<int>(r.number<std::uint8_t>("flash_ws").value_or(0));
    str("cycle_src", h.cycleSrc);
    h.cycleHz = r.number<std::uint64_t>("cycle_hz").value_or(0);
    h.maxN = r.number<std::uint32_t>("max_n").value_or(0);
    if (r.find("clk_src")) { // optional fields: checked only when present
        str("clk_src", h.clockSource);
    }
    if (r.find("clk_hz")) {
        h.clockHz = r.number<std::uint64_t>("clk_hz").value_or(0);
    }
    if (r.find("ws_meas")) {
        h.flashWsMeasured = r.number<std::uint8_t>("ws_meas").value_or(0);
    }
    if (r.has("ram_sem")) { // optional since 2.1, as a set: one missing is an error
        h.objectRam = readObjectRam(r);
    }
    if (auto why = r.find("why")) { // optional
        h.infoReply = *why == "info";
    }
    if (r.failed()) {
        return r.error();
    }
    static constexpr std::string_view known[] = {
        "proto",     "board",    "kernel",    "kver",      "profile",   "opt",         "build",
        "cpu_hz",    "flash_ws", "cycle_src", "cycle_hz",  "max_n",     "clk_src",     "clk_hz",
        "ws_meas",   "why",      "ram_sem",   "ram_mutex", "ram_queue", "ram_q_depth", "ram_q_item",
        "ram_event", "ram_task", "ram_stack", "ram_notify"};
    for (const auto& [key, value] : r.fields()) {
        bool isKnown = false;
        for (const auto k : known) {
            isKnown = isKnown || k == key;
        }
        if (!isKnown) {
            h.extra.emplace(std::string(key), std::string(value));
        }
    }
    return h;
}

ProtocolEvent parseBench(Record& r) {
    const auto id = r.text("id");
    const auto params = r.text("params");
    if (r.failed()) {
        return r.error();
    }
    auto parsed = parseBenchParams(*params);
    if (!parsed) {
        r.fail(message(MessageId::ErrProtocolBadParams, {sub(parsed.error().sentence())}));
        return r.error();
    }
    return BenchInfo{std::string(*id), std::move(*parsed)};
}

ProtocolEvent parseStart(Record& r) {
    RunStart s;
    if (auto bench = r.text("bench")) {
        s.bench = std::string(*bench);
    }
    s.n = r.number<std::uint32_t>("n").value_or(0);
    s.warmup = r.number<std::uint32_t>("warmup").value_or(0);
    s.overheadCycles = r.number<std::uint32_t>("overhead").value_or(0);
    if (r.failed()) {
        return r.error();
    }
    for (const auto& [key, value] : r.fields()) {
        if (key != "bench" && key != "n" && key != "warmup" && key != "overhead") {
            s.params.emplace(std::string(key), std::string(value));
        }
    }
    return s;
}

ProtocolEvent parseChunk(Record& r) {
    const auto seq = r.number<std::uint32_t>("seq");
    if (!seq) {
        return r.error();
    }
    SampleChunk c;
    c.seq = *seq;
    r.setLabel("D seq=" + std::to_string(c.seq));
    const auto n = r.number<std::uint32_t>("n");
    const auto crcText = r.text("crc");
    const auto payload = r.text("p");
    if (!r.failed() && (*n == 0 || *n > kMaxChunkSamples)) {
        r.fail(message(MessageId::ErrProtocolChunkLimit,
                       {std::to_string(*n), std::to_string(kMaxChunkSamples)}));
    }
    std::uint32_t crc = 0;
    if (!r.failed()) {
        const auto [ptr, ec] =
            std::from_chars(crcText->data(), crcText->data() + crcText->size(), crc, 16);
        if (crcText->empty() || crcText->size() > 8 || ec != std::errc() ||
            ptr != crcText->data() + crcText->size()) {
            r.fail(message(MessageId::ErrProtocolBadCrc, {quoted(*crcText)}));
        }
    }
    if (r.failed()) {
        c.error = r.error().message;
        c.text = r.error().text;
        return c;
    }
    c.n = *n;
    c.crc = crc;
    const std::uint32_t actual = crc32(*payload);
    if (actual != crc) {
        char line[16];
        char computed[16];
        std::snprintf(line, sizeof line, "%08x", crc);
        std::snprintf(computed, sizeof computed, "%08x", actual);
        c.text = message(MessageId::ErrChunkCrcMismatch, {std::to_string(c.seq), line, computed});
        c.error = english(c.text);
        return c;
    }
    auto samples = decodePayload(*payload, c.n);
    if (!samples) {
        c.text = message(MessageId::ErrChunkBadPayload,
                         {std::to_string(c.seq), sub(samples.error().sentence())});
        c.error = english(c.text);
        return c;
    }
    c.samples = std::move(*samples);
    c.valid = true;
    return c;
}

ProtocolEvent parseDone(Record& r) {
    RunDone d;
    if (auto bench = r.text("bench")) {
        d.bench = std::string(*bench);
    }
    d.n = r.number<std::uint32_t>("n").value_or(0);
    d.chunks = r.number<std::uint32_t>("chunks").value_or(0);
    if (r.failed()) {
        return r.error();
    }
    if (r.has("ticks") && r.has("tick_cycles")) {
        d.ticks = r.number<std::uint32_t>("ticks").value_or(0);
        d.tickCycles = r.number<std::uint32_t>("tick_cycles").value_or(0);
        if (r.failed()) {
            return r.error();
        }
    }
    for (const char* key :
         {"detected", "trials", "raised", "handled", "nested", "period_ns", "source", "reloads",
          "stale", "tm_cycles", "tm_report", "tm_err", "period_ticks"}) {
        if (auto value = r.find(key)) {
            d.checkFields[key] = std::string(*value);
        }
    }
    if (auto value = r.find("cores")) {
        auto pairs = parseCorePairs(*value);
        if (!pairs) {
            r.fail(message(MessageId::ErrProtocolBadCores));
            return r.error();
        }
        d.cores = std::move(*pairs);
    }
    if (auto value = r.find("idle")) {
        auto idle = parseCoreIdle(*value);
        if (!idle) {
            r.fail(storedText("field idle=: expected core:percent pairs, one decimal, at most "
                              "100.0, joined by '/' (0:12.5/1:97.0)"));
            return r.error();
        }
        d.idle = std::move(*idle);
    }
    return d;
}

ProtocolEvent parseErr(Record& r) {
    FirmwareError e;
    const auto code = r.text("code");
    const auto msg = r.text("msg");
    if (r.failed()) {
        return r.error();
    }
    e.code = std::string(*code);
    e.msg = std::string(*msg);
    for (char& c : e.msg) {
        if (c == '_') {
            c = ' ';
        }
    }
    return e;
}

} // namespace

ProtocolEvent parseProtocolLine(std::string_view line) {
    const std::size_t space = line.find(' ');
    const std::string_view tag = line.substr(0, space);
    if (!isRecordTag(tag)) {
        return NoiseLine{std::string(line)};
    }
    Record record(tag, line);
    const std::string_view rest =
        space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    if (!record.parseFields(rest)) {
        if (tag == "D" && record.find("seq")) {
            // The seq is readable: report a broken chunk so exactly that one is resent.
            auto seq = record.number<std::uint32_t>("seq");
            if (seq) {
                SampleChunk c;
                c.seq = *seq;
                record.setLabel("D seq=" + std::to_string(c.seq));
                c.error = record.error().message;
                c.text = record.error().text;
                return c;
            }
        }
        return record.error();
    }
    if (tag == "HELLO") {
        return parseHello(record, line);
    }
    if (tag == "BENCH") {
        return parseBench(record);
    }
    if (tag == "END") {
        ListEnd e;
        e.count = record.number<std::uint32_t>("count").value_or(0);
        if (record.failed()) {
            return record.error();
        }
        return e;
    }
    if (tag == "START") {
        return parseStart(record);
    }
    if (tag == "D") {
        return parseChunk(record);
    }
    if (tag == "DONE") {
        return parseDone(record);
    }
    return parseErr(record);
}

} // namespace cyclelab::core
