#include "core/store/model_json.hpp"

#include "core/common/message.hpp"

namespace cyclelab::core {

using nlohmann::json;

json toJson(const BenchmarkSpec& bench) {
    return json{{"id", bench.id}, {"params", bench.params}};
}

Expected<BenchmarkSpec> benchmarkSpecFromJson(const json& j) {
    BenchmarkSpec b;
    if (!j.is_object() || !j.contains("id") || !j["id"].is_string()) {
        return Error::badInput(message(MessageId::ErrBenchmarkJsonNoId));
    }
    b.id = j["id"].get<std::string>();
    if (j.contains("params")) {
        const json& p = j["params"];
        if (!p.is_object()) {
            return Error::badInput(message(MessageId::ErrBenchmarkJsonParams, {b.id}));
        }
        for (const auto& [name, value] : p.items()) {
            if (!value.is_string()) {
                return Error::badInput(message(MessageId::ErrBenchmarkJsonParam, {b.id, name}));
            }
            b.params[name] = value.get<std::string>();
        }
    }
    return b;
}

json toJson(const CampaignSpec& spec) {
    json profiles = json::array();
    for (ConfigProfile p : spec.profiles) {
        profiles.push_back(std::string(toString(p)));
    }
    json opts = json::array();
    for (OptLevel o : spec.opts) {
        opts.push_back(std::string(toString(o)));
    }
    json benchmarks = json::array();
    for (const BenchmarkSpec& b : spec.benchmarks) {
        benchmarks.push_back(toJson(b));
    }
    json j{{"name", spec.name},
           {"boardId", spec.boardId},
           {"kernels", spec.kernels},
           {"profiles", profiles},
           {"opts", opts},
           {"cpuHz", spec.cpuHz},
           {"benchmarks", benchmarks},
           {"samples", spec.samples},
           {"warmup", spec.warmup},
           {"analyzerSamplerateHz", spec.analyzerSamplerateHz}};
    if (spec.analyzerPhaseSeed) { // absent otherwise: older campaigns keep their identity
        j["analyzerPhaseSeed"] = *spec.analyzerPhaseSeed;
    }
    return j;
}

Expected<CampaignSpec> campaignSpecFromJson(const json& j) {
    if (!j.is_object()) {
        return Error::badInput(message(MessageId::ErrCampaignSpecNotObject));
    }
    CampaignSpec spec;
    try {
        spec.name = j.at("name").get<std::string>();
        spec.boardId = j.at("boardId").get<std::string>();
        spec.kernels = j.at("kernels").get<std::vector<std::string>>();
        for (const auto& p : j.at("profiles")) {
            auto parsed = parseConfigProfile(p.get<std::string>());
            if (!parsed) {
                return Error::badInput(
                    message(MessageId::ErrCampaignSpecProfile, {p.get<std::string>()}));
            }
            spec.profiles.push_back(*parsed);
        }
        for (const auto& o : j.at("opts")) {
            auto parsed = parseOptLevel(o.get<std::string>());
            if (!parsed) {
                return Error::badInput(
                    message(MessageId::ErrCampaignSpecOpt, {o.get<std::string>()}));
            }
            spec.opts.push_back(*parsed);
        }
        spec.cpuHz = j.at("cpuHz").get<std::vector<std::uint64_t>>();
        for (const auto& b : j.at("benchmarks")) {
            auto bench = benchmarkSpecFromJson(b);
            if (!bench) {
                return Error::badInput(
                    message(MessageId::ErrCampaignSpecDetail, {sub(bench.error().sentence())}));
            }
            spec.benchmarks.push_back(std::move(bench.value()));
        }
        spec.samples = j.at("samples").get<std::uint32_t>();
        spec.warmup = j.at("warmup").get<std::uint32_t>();
        spec.analyzerSamplerateHz = j.at("analyzerSamplerateHz").get<double>();
        if (j.contains("analyzerPhaseSeed")) {
            spec.analyzerPhaseSeed = j.at("analyzerPhaseSeed").get<std::uint64_t>();
        }
    } catch (const json::exception& e) {
        return Error::badInput(message(MessageId::ErrCampaignSpecDetail, {e.what()}));
    }
    return spec;
}

json toJson(const KernelPort& port) {
    json diff = json::object();
    for (const auto& [key, values] : port.configDiff) {
        diff[key] = json{{"default", values.first}, {"minimal", values.second}};
    }
    return json{{"kernelName", port.displayName},
                {"kernelColour", port.colour},
                {"configSource", port.configSource},
                {"config", port.config},
                {"configDiff", diff},
                {"primitives", port.primitives},
                {"portImplemented", port.portImplemented},
                {"notApplicable", port.notApplicable}};
}

void addKernelSource(json& j, const KernelId& kernel) {
    if (!kernel.commit.empty() || !kernel.pin.empty()) {
        j["kernelCommit"] = kernel.commit;
        j["kernelPin"] = kernel.pin;
        j["kernelPinNote"] = kernel.pinNote;
    }
}

void readKernelSource(const json& j, KernelId& kernel) {
    auto text = [&](const char* key) {
        return j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : "";
    };
    kernel.commit = text("kernelCommit");
    kernel.pin = text("kernelPin");
    kernel.pinNote = text("kernelPinNote");
}

Expected<KernelPort> kernelPortFromJson(const json& j) {
    KernelPort port;
    try {
        port.displayName = j.value("kernelName", "");
        port.colour = j.value("kernelColour", "");
        port.configSource = j.value("configSource", "");
        if (j.contains("config")) {
            for (const auto& [key, value] : j.at("config").items()) {
                port.config[key] = value.get<std::string>();
            }
        }
        if (j.contains("configDiff")) {
            for (const auto& [key, value] : j.at("configDiff").items()) {
                port.configDiff[key] = {value.at("default").get<std::string>(),
                                        value.at("minimal").get<std::string>()};
            }
        }
        port.primitives = j.value("primitives", std::map<std::string, std::string>{});
        port.portImplemented = j.value("portImplemented", std::vector<std::string>{});
        port.notApplicable = j.value("notApplicable", std::map<std::string, std::string>{});
    } catch (const json::exception& e) {
        return Error::badInput(message(MessageId::ErrKernelPortDetail, {e.what()}));
    }
    return port;
}

json toJson(const KernelObjectRam& ram) {
    auto orNull = [](const std::optional<std::uint32_t>& v) { return v ? json(*v) : json(); };
    return json{{"semBytes", ram.semBytes},
                {"mutexBytes", ram.mutexBytes},
                {"queueBytes", ram.queueBytes},
                {"queueDepth", ram.queueDepth},
                {"queueItemBytes", ram.queueItemBytes},
                {"eventBytes", orNull(ram.eventBytes)},
                {"taskBytes", ram.taskBytes},
                {"taskStackBytes", ram.taskStackBytes},
                {"notifyBytes", orNull(ram.notifyBytes)}};
}

std::optional<KernelObjectRam> objectRamFromJson(const json& j) {
    if (!j.is_object()) {
        return std::nullopt;
    }
    KernelObjectRam ram;
    try {
        auto optional = [&](const char* key) -> std::optional<std::uint32_t> {
            const auto it = j.find(key);
            if (it == j.end() || it->is_null()) {
                return std::nullopt;
            }
            return it->get<std::uint32_t>();
        };
        ram.semBytes = j.at("semBytes").get<std::uint32_t>();
        ram.mutexBytes = j.at("mutexBytes").get<std::uint32_t>();
        ram.queueBytes = j.at("queueBytes").get<std::uint32_t>();
        ram.queueDepth = j.at("queueDepth").get<std::uint32_t>();
        ram.queueItemBytes = j.at("queueItemBytes").get<std::uint32_t>();
        ram.eventBytes = optional("eventBytes");
        ram.taskBytes = j.at("taskBytes").get<std::uint32_t>();
        ram.taskStackBytes = j.at("taskStackBytes").get<std::uint32_t>();
        ram.notifyBytes = optional("notifyBytes");
    } catch (const json::exception&) {
        return std::nullopt;
    }
    return ram;
}

} // namespace cyclelab::core
