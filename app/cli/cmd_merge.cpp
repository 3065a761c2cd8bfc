// cyclelab-cli merge OUT.sqlite SHARD.sqlite...: the shard databases of one campaign
// (`run --shard K/N`) combined into a new database (core/campaign/shard_merge.hpp).

#include "app/cli/cli_context.hpp"
#include "core/campaign/shard_merge.hpp"

#include <iostream>

namespace cyclelab::cli {

void addMergeCommand(CLI::App& app, CliContext& ctx) {
    auto* cmd = app.add_subcommand(
        "merge", "Combine the databases of a campaign's shards (run --shard K/N) into one new "
                 "database; each run once, with the host and shard it came from");
    auto out = std::make_shared<std::string>();
    auto shards = std::make_shared<std::vector<std::string>>();
    cmd->add_option("out", *out, "the database to write (must not exist)")->required();
    cmd->add_option("shards", *shards, "the shard databases, one per shard")->required();
    cmd->callback([&ctx, out, shards] {
        ctx.action = [=]() -> int {
            auto merged = core::mergeShards(*out, *shards);
            if (!merged) {
                return reportError(merged.error());
            }
            std::string list;
            for (int k : merged->shards) {
                list += (list.empty() ? "" : ", ") + std::to_string(k);
            }
            std::cerr << "merged shards " << list << " of " << merged->shardCount
                      << " of campaign '" << merged->campaignName << "' (identity "
                      << merged->identity << ") into " << *out << " as campaign "
                      << merged->campaignId << ": " << merged->runs << " runs, "
                      << merged->cellsDone << " cells done, " << merged->cellsPending << " not done"
                      << (merged->cellsPending > 0
                              ? " (continue them with: cyclelab-cli run --resume " +
                                    std::to_string(merged->campaignId) + " --db " + *out + ")"
                              : std::string())
                      << '\n';
            return 0;
        };
    });
}

} // namespace cyclelab::cli
