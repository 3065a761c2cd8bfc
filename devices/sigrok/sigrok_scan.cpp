#include "devices/sigrok/sigrok_scan.hpp"

#include "core/common/message.hpp"
#include "core/common/units.hpp"
#include "devices/sigrok/logic_forwarder.hpp"
#include "devices/sigrok/sigrok_scan_internal.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace cyclelab::devices {

std::string AnalyzerInfo::spec() const {
    return connection.empty() ? driver : driver + ":conn=" + connection;
}

std::string formatSamplerate(double hz) {
    return core::formatHz(hz);
}

namespace sigrok {
namespace {

const char* orEmpty(const char* s) {
    return s ? s : "";
}

SamplerateSupport samplerates(sr_dev_inst* sdi) {
    SamplerateSupport out;
    GVariant* list = nullptr;
    if (sr_config_list(sr_dev_inst_driver_get(sdi), sdi, nullptr, SR_CONF_SAMPLERATE, &list) !=
            SR_OK ||
        !list)
        return out;
    gsize n = 0;
    if (GVariant* rates = g_variant_lookup_value(list, "samplerates", G_VARIANT_TYPE("at"))) {
        const auto* v =
            static_cast<const guint64*>(g_variant_get_fixed_array(rates, &n, sizeof(guint64)));
        out.listHz.assign(v, v + n);
        g_variant_unref(rates);
    } else if (GVariant* steps =
                   g_variant_lookup_value(list, "samplerate-steps", G_VARIANT_TYPE("at"))) {
        const auto* v =
            static_cast<const guint64*>(g_variant_get_fixed_array(steps, &n, sizeof(guint64)));
        if (n == 3) {
            out.minHz = v[0];
            out.maxHz = v[1];
            out.stepHz = v[2];
        }
        g_variant_unref(steps);
    }
    g_variant_unref(list);
    return out;
}

struct ParsedFilter {
    std::string driver;
    GSList* options = nullptr; // of sr_config*
};

void freeOptions(GSList* options) {
    for (GSList* l = options; l; l = l->next) {
        auto* cfg = static_cast<sr_config*>(l->data);
        g_variant_unref(cfg->data);
        g_free(cfg);
    }
    g_slist_free(options);
}

core::Expected<ParsedFilter> parseFilter(const std::string& filter) {
    ParsedFilter out;
    std::stringstream in(filter);
    std::string part;
    std::getline(in, out.driver, ':');
    while (std::getline(in, part, ':')) {
        auto eq = part.find('=');
        if (eq == std::string::npos) {
            freeOptions(out.options);
            return core::Error::badInput(
                core::message(core::MessageId::ErrAnalyzerOptionNeedsValue, {filter, part}));
        }
        auto parsed = parseConfig(part.substr(0, eq), part.substr(eq + 1));
        if (!parsed) {
            freeOptions(out.options);
            return parsed.error().withContext(
                core::message(core::MessageId::ErrAnalyzerCtxFilter, {filter}));
        }
        auto* cfg = g_new0(sr_config, 1);
        cfg->key = parsed->key;
        cfg->data = g_variant_ref_sink(parsed->value);
        out.options = g_slist_append(out.options, cfg);
    }
    return out;
}

} // namespace

AnalyzerInfo describe(sr_dev_inst* sdi) {
    AnalyzerInfo info;
    info.driver = sr_dev_inst_driver_get(sdi)->name;
    info.vendor = orEmpty(sr_dev_inst_vendor_get(sdi));
    info.model = orEmpty(sr_dev_inst_model_get(sdi));
    info.version = orEmpty(sr_dev_inst_version_get(sdi));
    info.serialNumber = orEmpty(sr_dev_inst_sernum_get(sdi));
    info.connection = orEmpty(sr_dev_inst_connid_get(sdi));
    for (const auto& ch : logicChannels(sdi))
        info.logicChannels.push_back(ch.name);
    info.samplerates = samplerates(sdi);
    return info;
}

core::Expected<std::vector<std::pair<sr_dev_inst*, AnalyzerInfo>>>
scanLocked(const std::string& filter) {
    sr_context* ctx = context();
    if (!ctx)
        return initError();
    auto parsed = parseFilter(filter);
    if (!parsed)
        return parsed.error();
    std::vector<std::pair<sr_dev_inst*, AnalyzerInfo>> out;
    bool driverFound = parsed->driver.empty();
    for (sr_dev_driver** d = sr_driver_list(ctx); d && *d; ++d) {
        if (!parsed->driver.empty() && parsed->driver != (*d)->name)
            continue;
        driverFound = true;
        sr_dev_driver* drv = driver((*d)->name);
        if (!drv)
            continue;
        GSList* devices = sr_driver_scan(drv, parsed->options);
        for (GSList* l = devices; l; l = l->next) {
            auto* sdi = static_cast<sr_dev_inst*>(l->data);
            AnalyzerInfo info = describe(sdi);
            if (!info.logicChannels.empty())
                out.emplace_back(sdi, std::move(info));
        }
        g_slist_free(devices);
    }
    freeOptions(parsed->options);
    if (!driverFound)
        return core::Error::badInput(
            core::message(core::MessageId::ErrAnalyzerNoDriver, {parsed->driver}));
    return out;
}

} // namespace sigrok

core::Expected<std::vector<AnalyzerInfo>> scanAnalyzers(const std::string& filter) {
    std::lock_guard lock(sigrok::driverMutex());
    sigrok::clearLog();
    auto found = sigrok::scanLocked(filter);
    if (!found)
        return found.error();
    std::vector<AnalyzerInfo> out;
    for (auto& [sdi, info] : *found)
        out.push_back(std::move(info));
    return out;
}

} // namespace cyclelab::devices
