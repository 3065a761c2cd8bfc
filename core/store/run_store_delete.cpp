// Deleting runs and campaigns so the deletion can be undone (the GUI's Edit ▸ Undo): before a
// row goes, it is copied as SQLite stores it (sqlite3_value copies, column by column, whatever
// the table), so restoring needs no knowledge of the schema beyond the column names it kept.
// Which rows belong to a run or a campaign is read from the schema's foreign keys, so a table
// added later that hangs off `runs` is taken and brought back with them.
//
// Nothing on disk is removed here: a run's capture_path names a file the store never deletes.

#include "core/common/message.hpp"
#include "core/store/store_impl.hpp"

#include <algorithm>
#include <memory>

namespace cyclelab::core {

struct DeletedRows::Data {
    struct Table {
        std::string name;
        std::vector<std::string> columns;
        std::vector<std::vector<std::shared_ptr<sqlite3_value>>> rows;
    };
    int schemaVersion = 0;
    std::size_t runs = 0;
    std::vector<Table> tables; // in the order they are put back: parents first
};

std::size_t DeletedRows::runCount() const {
    return m_data ? m_data->runs : 0;
}

namespace {

using namespace store_detail;
using Data = DeletedRows::Data;

struct Child {
    std::string table;
    std::string column; // in the child
    std::string parentColumn;
};

std::string quoted(const std::string& name) {
    std::string q = "\"";
    for (const char c : name)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

// The tables whose foreign key points at `parent`.
std::vector<Child> childrenOf(SQLite::Database& db, const std::string& parent) {
    SQLite::Statement q(db,
                        "SELECT m.name, f.\"from\", coalesce(f.\"to\", 'id') FROM sqlite_schema m "
                        "JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND "
                        "f.\"table\" = ? ORDER BY m.name");
    q.bind(1, parent);
    std::vector<Child> out;
    while (q.executeStep())
        out.push_back(
            {q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString()});
    return out;
}

Data::Table& tableIn(Data& data, const std::string& name) {
    for (Data::Table& t : data.tables)
        if (t.name == name)
            return t;
    data.tables.push_back({name, {}, {}});
    return data.tables.back();
}

// Raw statements: SQLiteCpp does not hand out sqlite3_value copies.
using Stmt = std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)>;

Stmt prepare(SQLite::Database& db, const std::string& sql) {
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db.getHandle(), sql.c_str(), -1, &st, nullptr) != SQLITE_OK)
        throw SQLite::Exception(db.getHandle());
    return {st, &sqlite3_finalize};
}

bool stepRow(SQLite::Database& db, sqlite3_stmt* st) {
    const int rc = sqlite3_step(st);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        throw SQLite::Exception(db.getHandle(), rc);
    return rc == SQLITE_ROW;
}

using Row = std::vector<std::shared_ptr<sqlite3_value>>;

std::shared_ptr<sqlite3_value> columnValue(sqlite3_stmt* st, int c) {
    return {sqlite3_value_dup(sqlite3_column_value(st, c)), sqlite3_value_free};
}

// Copies the rows of `table` matching `where` (at most one bound value) into `data`; returns
// them.
std::vector<Row> copyRows(SQLite::Database& db, Data& data, const std::string& table,
                          const std::string& where, const std::shared_ptr<sqlite3_value>& value) {
    Stmt q = prepare(db, "SELECT * FROM " + quoted(table) + " WHERE " + where);
    if (value)
        sqlite3_bind_value(q.get(), 1, value.get());
    Data::Table& out = tableIn(data, table);
    const int columns = sqlite3_column_count(q.get());
    if (out.columns.empty())
        for (int c = 0; c < columns; ++c)
            out.columns.emplace_back(sqlite3_column_name(q.get(), c));
    std::vector<Row> rows;
    while (stepRow(db, q.get())) {
        Row row;
        for (int c = 0; c < columns; ++c)
            row.push_back(columnValue(q.get(), c));
        out.rows.push_back(row);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::shared_ptr<sqlite3_value> valueOf(SQLite::Database& db, std::int64_t v) {
    Stmt q = prepare(db, "SELECT ?");
    sqlite3_bind_int64(q.get(), 1, v);
    stepRow(db, q.get());
    return columnValue(q.get(), 0);
}

// Copies the rows of `table` whose `column` equals `value`, then, through the foreign keys,
// every row that hangs off them (what ON DELETE CASCADE will take).
void copyTree(SQLite::Database& db, Data& data, const std::string& table, const std::string& column,
              const std::shared_ptr<sqlite3_value>& value) {
    const auto rows = copyRows(db, data, table, quoted(column) + " = ?", value);
    // A copy: the recursion below may grow data.tables.
    const std::vector<std::string> columns = tableIn(data, table).columns;
    for (const Child& child : childrenOf(db, table)) {
        const auto at = std::find(columns.begin(), columns.end(), child.parentColumn);
        if (at == columns.end())
            continue;
        for (const auto& row : rows)
            copyTree(db, data, child.table, child.column, row[at - columns.begin()]);
    }
}

Status campaignNotRunning(SQLite::Database& db, const std::string& path, std::int64_t id) {
    SQLite::Statement known(db, "SELECT 1 FROM campaigns WHERE id = ?");
    known.bind(1, id);
    if (!known.executeStep())
        return Error::badInput(
            message(MessageId::ErrNoCampaignListThem, {path, std::to_string(id)}));
    SQLite::Statement claim(
        db, "SELECT host, pid, pid_start FROM campaign_claims WHERE campaign_id = ?");
    claim.bind(1, id);
    if (claim.executeStep()) {
        ClaimOwner owner;
        owner.host = claim.getColumn(0).getString();
        owner.pid = claim.getColumn(1).getInt64();
        owner.pidStart = claim.getColumn(2).getString();
        if (!ownerProvablyGone(owner))
            return Error::runtime(
                message(MessageId::ErrCampaignRunningNoDelete,
                        {std::to_string(id), path, std::to_string(owner.pid), owner.host}));
    }
    return success();
}

// Deletes campaign `id` whole; with `keep`, first copies every row it deletes into `data`.
Expected<std::size_t> deleteCampaignRows(SQLite::Database& db, const std::string& path,
                                         std::int64_t id, Data* keep) {
    if (Status ok = campaignNotRunning(db, path, id); !ok)
        return ok.error();
    if (keep) {
        copyTree(db, *keep, "campaigns", "id", valueOf(db, id));
        keep->runs = tableIn(*keep, "runs").rows.size();
    }
    // Foreign keys cascade: the runs' validations, origins and labels go with them, the cells
    // and the claim with the campaign.
    SQLite::Statement runs(db, "DELETE FROM runs WHERE campaign_id = ?");
    runs.bind(1, id);
    const auto deleted = static_cast<std::size_t>(runs.exec());
    SQLite::Statement campaign(db, "DELETE FROM campaigns WHERE id = ?");
    campaign.bind(1, id);
    campaign.exec();
    const char* unused = "id NOT IN (SELECT build_id FROM runs)";
    if (keep) {
        // Builds go back first: the runs restored point at them.
        Data builds;
        copyRows(db, builds, "builds", unused, nullptr);
        keep->tables.insert(keep->tables.begin(), std::move(builds.tables.front()));
    }
    db.exec(std::string("DELETE FROM builds WHERE ") + unused);
    return deleted;
}

} // namespace

Expected<std::size_t> RunStore::deleteCampaign(std::int64_t id) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepDeletingCampaign, {std::to_string(id)}),
        [&]() -> Expected<std::size_t> {
            SQLite::Transaction tx(m_impl->db, SQLite::TransactionBehavior::IMMEDIATE);
            auto deleted = deleteCampaignRows(m_impl->db, m_impl->path, id, nullptr);
            if (deleted)
                tx.commit();
            return deleted;
        });
}

Expected<DeletedRows> RunStore::deleteCampaignUndoably(std::int64_t id) {
    return writeRetrying(*m_impl,
                         message(MessageId::StoreStepDeletingCampaign, {std::to_string(id)}),
                         [&]() -> Expected<DeletedRows> {
                             SQLite::Database& db = m_impl->db;
                             SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
                             auto data = std::make_shared<Data>();
                             data->schemaVersion = db.execAndGet("PRAGMA user_version").getInt();
                             auto deleted = deleteCampaignRows(db, m_impl->path, id, data.get());
                             if (!deleted)
                                 return deleted.error();
                             tx.commit();
                             return DeletedRows(std::move(data));
                         });
}

Expected<DeletedRows> RunStore::deleteRunsUndoably(const std::vector<std::int64_t>& ids) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepDeletingRuns), [&]() -> Expected<DeletedRows> {
            SQLite::Database& db = m_impl->db;
            SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
            auto data = std::make_shared<Data>();
            data->schemaVersion = db.execAndGet("PRAGMA user_version").getInt();
            for (const std::int64_t id : ids) {
                const std::size_t before = tableIn(*data, "runs").rows.size();
                copyTree(db, *data, "runs", "id", valueOf(db, id));
                if (tableIn(*data, "runs").rows.size() == before)
                    return Error::badInput(message(MessageId::ErrNoRunNothingDeleted,
                                                   {m_impl->path, std::to_string(id)}));
                SQLite::Statement del(db, "DELETE FROM runs WHERE id = ?");
                del.bind(1, id);
                del.exec();
            }
            data->runs = ids.size();
            tx.commit();
            return DeletedRows(std::move(data));
        });
}

namespace {

std::string describe(sqlite3_value* v) {
    switch (sqlite3_value_type(v)) {
    case SQLITE_INTEGER:
        return std::to_string(sqlite3_value_int64(v));
    case SQLITE_TEXT:
        return "'" + std::string(reinterpret_cast<const char*>(sqlite3_value_text(v))) + "'";
    default:
        return "?";
    }
}

// The schema the rows were taken from must be the one they go back into, column for column.
Status sameSchema(SQLite::Database& db, const std::string& path, const Data& data) {
    const int now = db.execAndGet("PRAGMA user_version").getInt();
    if (now != data.schemaVersion)
        return Error::runtime(
            message(MessageId::ErrUndoSchemaChanged,
                    {path, std::to_string(data.schemaVersion), std::to_string(now)}));
    for (const Data::Table& t : data.tables) {
        SQLite::Statement q(db, "SELECT name FROM pragma_table_info(?) ORDER BY cid");
        q.bind(1, t.name);
        std::vector<std::string> columns;
        while (q.executeStep())
            columns.push_back(q.getColumn(0).getString());
        if (columns != t.columns)
            return Error::runtime(message(MessageId::ErrUndoColumnsChanged, {path, t.name}));
    }
    return success();
}

} // namespace

Status RunStore::restoreDeleted(const DeletedRows& rows) {
    return writeRetrying(*m_impl, message(MessageId::StoreStepUndoing), [&]() -> Status {
        SQLite::Database& db = m_impl->db;
        const Data& data = rows.data();
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
        if (Status ok = sameSchema(db, m_impl->path, data); !ok)
            return ok;
        for (const Data::Table& t : data.tables) {
            std::string sql = "INSERT INTO " + quoted(t.name) + " (";
            std::string marks;
            for (std::size_t c = 0; c < t.columns.size(); ++c) {
                sql += (c ? ", " : "") + quoted(t.columns[c]);
                marks += c ? ", ?" : "?";
            }
            Stmt insert = prepare(db, sql + ") VALUES (" + marks + ")");
            sqlite3_stmt* st = insert.get();
            for (const auto& row : t.rows) {
                sqlite3_reset(st);
                for (std::size_t c = 0; c < row.size(); ++c)
                    sqlite3_bind_value(st, static_cast<int>(c) + 1, row[c].get());
                if (const int rc = sqlite3_step(st); rc != SQLITE_DONE)
                    // The transaction is rolled back when `tx` goes: nothing half-written.
                    return Error::runtime(
                        message(MessageId::ErrUndoRowStoredAgain,
                                {m_impl->path, t.name, t.columns.front(),
                                 describe(row.front().get()), sqlite3_errmsg(db.getHandle())}));
            }
        }
        tx.commit();
        return success();
    });
}

} // namespace cyclelab::core
