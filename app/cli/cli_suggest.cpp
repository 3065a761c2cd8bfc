#include "app/cli/cli_suggest.hpp"

#include "core/common/suggest.hpp"

#include <algorithm>
#include <cstdlib>

namespace cyclelab::cli {
namespace {

std::vector<std::string> optionNames(CLI::App& cmd) {
    std::vector<std::string> names;
    for (const CLI::Option* opt : cmd.get_options()) {
        for (const auto& l : opt->get_lnames()) {
            names.push_back("--" + l);
        }
        for (const auto& s : opt->get_snames()) {
            names.push_back("-" + s);
        }
    }
    return names;
}

std::vector<std::string> commandNames(CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
        names.push_back(sub->get_name());
    }
    return names;
}

bool looksLikeNumber(const std::string& s) {
    char* end = nullptr;
    std::strtod(s.c_str(), &end);
    return end != s.c_str() && *end == '\0';
}

} // namespace

std::optional<std::string> explainUnknownArgument(CLI::App& app,
                                                  const std::vector<std::string>& args) {
    CLI::App* cmd = nullptr;
    for (const std::string& arg : args) {
        if (arg == "--") {
            return std::nullopt; // everything after it is positional
        }
        if (arg.size() > 1 && arg[0] == '-' && !looksLikeNumber(arg)) {
            CLI::App& scope = cmd ? *cmd : app;
            const std::string name = arg.substr(0, arg.find('='));
            const auto valid = optionNames(scope);
            if (std::find(valid.begin(), valid.end(), name) == valid.end()) {
                return (cmd ? cmd->get_name() + ": " : std::string()) +
                       core::unknownNameMessage("option", name, valid);
            }
            continue;
        }
        if (cmd == nullptr) {
            const auto commands = commandNames(app);
            if (std::find(commands.begin(), commands.end(), arg) == commands.end()) {
                return core::unknownNameMessage("command", arg, commands);
            }
            cmd = app.get_subcommand(arg);
        }
    }
    if (cmd == nullptr) {
        std::string valid;
        for (const auto& c : commandNames(app)) {
            valid += (valid.empty() ? "" : ", ") + c;
        }
        return "a command is required (valid: " + valid + ")";
    }
    return std::nullopt;
}

} // namespace cyclelab::cli
