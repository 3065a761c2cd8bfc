// Every `--json` output of cyclelab-cli (and the report's runs.json) against its contract in
// docs/JSON.md: the fields listed there, with their types, and nothing unlisted. The tables are
// read from the document itself, so the document and the program cannot drift apart. Also
// checks that runs.csv names its columns by the run object's JSON paths.

#include "core/report/run_csv.hpp"
#include "tests/compare/cli_fixture.hpp"

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

using namespace cyclelab::core::testing;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

struct Field {
    std::string type; // string, integer, number, boolean, array, object, map, run
    bool nullable = false;
    bool optional = false;
};
using Table = std::map<std::string, Field>; // path -> field

// Section name ("cyclelab.runs/1" or "run") -> its table. A "..." row of type run merges the
// run object's fields into the section.
std::map<std::string, Table> readContract() {
    std::ifstream in(std::string(CYCLELAB_SOURCE_DIR) + "/docs/JSON.md");
    EXPECT_TRUE(in.good()) << "docs/JSON.md missing";
    std::map<std::string, Table> sections;
    std::string line, current;
    const std::regex heading(R"(^## `(cyclelab\.[a-z]+/[0-9]+)`)");
    const std::regex row(R"(^\| `([^`]+)` \| ([^|]+) \| (.*)\|\s*$)");
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_search(line, m, heading)) {
            current = m[1];
        } else if (line.rfind("## Run object", 0) == 0) {
            current = "run";
        } else if (line.rfind("## ", 0) == 0) {
            current.clear();
        } else if (!current.empty() && std::regex_match(line, m, row)) {
            const std::string type = m[2];
            Field f;
            f.type = type.substr(0, type.find(' '));
            f.nullable = type.find("or null") != std::string::npos;
            f.optional = std::string(m[3]).rfind("*optional*", 0) == 0;
            sections[current][m[1]] = f;
        }
    }
    for (auto& [name, table] : sections) {
        if (table.count("...") != 0) {
            table.erase("...");
            for (const auto& [path, f] : sections["run"]) {
                table.emplace(path, f);
            }
        }
    }
    return sections;
}

bool hasType(const json& v, const Field& f) {
    if (v.is_null()) {
        return f.nullable;
    }
    if (f.type == "string")
        return v.is_string();
    if (f.type == "integer")
        return v.is_number_integer();
    if (f.type == "number")
        return v.is_number();
    if (f.type == "boolean")
        return v.is_boolean();
    if (f.type == "array")
        return v.is_array();
    return v.is_object(); // object, map, run
}

class Checker {
  public:
    Checker(const std::map<std::string, Table>& contract, std::string what)
        : m_contract(contract), m_what(std::move(what)) {}

    void check(const json& doc, const std::string& section) {
        ASSERT_EQ(m_contract.count(section), 1u) << section << " not in docs/JSON.md";
        ASSERT_TRUE(doc.contains("schema")) << m_what;
        EXPECT_EQ(doc["schema"], section) << m_what;
        walk(doc, "", m_contract.at(section));
        requireAll(m_contract.at(section), m_seen);
    }

  private:
    void walk(const json& v, const std::string& path, const Table& table) {
        if (v.is_object()) {
            for (const auto& [key, child] : v.items()) {
                const std::string p = path.empty() ? key : path + "." + key;
                visit(child, p, table);
            }
        } else if (v.is_array()) {
            for (const auto& child : v) {
                if (table.count(path + "[]") != 0) {
                    visit(child, path + "[]", table);
                } else {
                    EXPECT_FALSE(child.is_object()) << m_what << ": " << path << "[] undocumented";
                }
            }
        }
    }

    void visit(const json& v, const std::string& p, const Table& table) {
        auto it = table.find(p);
        if (it == table.end()) {
            ADD_FAILURE() << m_what << ": field '" << p << "' is not in docs/JSON.md";
            return;
        }
        m_seen.insert(p);
        EXPECT_TRUE(hasType(v, it->second))
            << m_what << ": '" << p << "' is " << v.type_name() << ", docs say " << it->second.type;
        if (v.is_null() || it->second.type == "map") {
            return;
        }
        if (it->second.type == "run") {
            Checker nested(m_contract, m_what + " " + p);
            nested.walk(v, "", m_contract.at("run"));
            nested.requireAll(m_contract.at("run"), nested.m_seen);
            return;
        }
        m_present.insert(p);
        walk(v, p, table);
    }

    // A listed, non-optional field must appear wherever its parent appeared non-null.
    void requireAll(const Table& table, const std::set<std::string>& seen) {
        for (const auto& [path, f] : table) {
            const auto cut = path.find_last_of(".[");
            const std::string parent = cut == std::string::npos ? "" : path.substr(0, cut);
            const std::string parentKey =
                path.size() > 2 && path.ends_with("[]") ? path.substr(0, path.size() - 2) : parent;
            const bool parentPresent = parentKey.empty() || m_present.count(parentKey) != 0;
            if (!f.optional && parentPresent && path.ends_with("[]") == false) {
                EXPECT_EQ(seen.count(path), 1u)
                    << m_what << ": documented field '" << path << "' is missing";
            }
        }
    }

    const std::map<std::string, Table>& m_contract;
    std::string m_what;
    std::set<std::string> m_seen, m_present;
};

json parseStdout(const cyclelab::devices::ProcessResult& r) {
    // runProcess merges stderr into output; the JSON document is what starts with '{'.
    const auto start = r.output.find('{');
    EXPECT_NE(start, std::string::npos) << r.output;
    return json::parse(r.output.substr(start == std::string::npos ? 0 : start));
}

class CliJsonSchema : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        s_db = new CliDb(makeCliDb("cli_json_schema", 60));
        s_contract = new std::map<std::string, Table>(readContract());
    }
    static void TearDownTestSuite() {
        delete s_db;
        delete s_contract;
    }
    static inline CliDb* s_db = nullptr;
    static inline std::map<std::string, Table>* s_contract = nullptr;
};

TEST_F(CliJsonSchema, TheDocumentListsEverySchema) {
    for (const char* s : {"cyclelab.runs/1", "cyclelab.show/1", "cyclelab.compare/1",
                          "cyclelab.analyze/1", "cyclelab.devices/1", "run"}) {
        EXPECT_EQ(s_contract->count(s), 1u) << s;
    }
    EXPECT_GT(s_contract->at("run").size(), 40u);
}

TEST_F(CliJsonSchema, Runs) {
    auto r = runCli({"runs", "--db", s_db->db.string(), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    Checker(*s_contract, "runs --json").check(parseStdout(r), "cyclelab.runs/1");
}

TEST_F(CliJsonSchema, ShowWithAndWithoutSamples) {
    const std::string id = std::to_string(s_db->runIdsA.front());
    for (bool samples : {false, true}) {
        std::vector<std::string> args{"show", id, "--db", s_db->db.string(), "--json"};
        if (samples) {
            args.push_back("--samples");
        }
        auto r = runCli(args);
        ASSERT_EQ(r.exitCode, 0) << r.output;
        const json doc = parseStdout(r);
        Checker(*s_contract, "show --json").check(doc, "cyclelab.show/1");
        EXPECT_EQ(doc.contains("samples"), samples);
    }
}

TEST_F(CliJsonSchema, CompareCampaignsAndForcedRuns) {
    auto sets = runCli({"compare", "campaign:" + std::to_string(s_db->campaignA),
                        "campaign:" + std::to_string(s_db->campaignB), "--db", s_db->db.string(),
                        "--json", "--bootstrap", "50"});
    ASSERT_EQ(sets.exitCode, 0) << sets.output;
    Checker(*s_contract, "compare campaigns").check(parseStdout(sets), "cyclelab.compare/1");
    // Two different benchmarks, forced: forcedDifferences is filled.
    auto forced =
        runCli({"compare", std::to_string(s_db->runIdsA[0]), std::to_string(s_db->runIdsA[1]),
                "--db", s_db->db.string(), "--json", "--force", "--bootstrap", "50"});
    ASSERT_EQ(forced.exitCode, 0) << forced.output;
    const json doc = parseStdout(forced);
    Checker(*s_contract, "compare --force").check(doc, "cyclelab.compare/1");
    EXPECT_FALSE(doc["forcedDifferences"].empty());
}

TEST_F(CliJsonSchema, Analyze) {
    const fs::path vcd = s_db->dir / "pulses.vcd";
    std::ofstream out(vcd);
    out << "$timescale 10 ns $end\n$scope module top $end\n$var wire 1 ! D0 $end\n"
           "$upscope $end\n$enddefinitions $end\n#0\n0!\n";
    for (int i = 1; i <= 5; ++i) {
        out << "#" << i * 20 << "\n1!\n#" << i * 20 + 7 << "\n0!\n";
    }
    out << "#200\n0!\n";
    out.close();
    auto r = runCli({"analyze", vcd.string(), "--channel", "0", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    Checker(*s_contract, "analyze --json").check(parseStdout(r), "cyclelab.analyze/1");
}

TEST_F(CliJsonSchema, Devices) {
    auto r = runCli({"devices", "--json", "--driver", "demo"});
    ASSERT_TRUE(r.exitCode == 0 || r.exitCode == 1) << r.output;
    Checker(*s_contract, "devices --json").check(parseStdout(r), "cyclelab.devices/1");
}

TEST_F(CliJsonSchema, ReportRunsJsonAndCsvColumns) {
    const fs::path out = s_db->dir / "report";
    auto r = runCli({"report", "--db", s_db->db.string(), "--campaign",
                     std::to_string(s_db->campaignA), "--out", out.string(), "--no-charts"});
    ASSERT_EQ(r.exitCode, 0) << r.output;
    std::ifstream in(out / "runs.json");
    const json doc = json::parse(in);
    Checker(*s_contract, "runs.json").check(doc, "cyclelab.runs/1");
    EXPECT_TRUE(doc["runs"][0].contains("samples"));

    // runs.csv: every column is a scalar path of the run object, and every scalar path of the
    // run object (but params, samples, pulseWidths) is a column.
    std::ifstream csv(out / "runs.csv");
    std::string header;
    std::getline(csv, header);
    std::set<std::string> columns;
    std::stringstream names(header);
    for (std::string c; std::getline(names, c, ',');) {
        columns.insert(c);
    }
    std::set<std::string> scalars;
    for (const auto& [path, f] : s_contract->at("run")) {
        if (f.type != "object" && f.type != "map" && f.type != "array") {
            scalars.insert(path);
        }
    }
    EXPECT_EQ(columns, scalars);
    const std::regex camel(R"(^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)?$)");
    for (const auto& c : cyclelab::core::runCsvColumns()) {
        EXPECT_TRUE(std::regex_match(c, camel)) << c;
    }
}

} // namespace
