// What a lab does to its stored runs and campaigns after the fact: names and notes (schema v10,
// core/store/schema.cpp). Deleting is in run_store_delete.cpp.

#include "core/common/message.hpp"
#include "core/store/store_impl.hpp"

#include <nlohmann/json.hpp>

namespace cyclelab::core {
namespace {

using namespace store_detail;

Error noCampaign(const std::string& path, std::int64_t id) {
    return Error::badInput(message(MessageId::ErrNoCampaignListThem, {path, std::to_string(id)}));
}

} // namespace

Status RunStore::labelRun(std::int64_t id, const std::string& name, const std::string& note) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepNamingRun, {std::to_string(id)}), [&]() -> Status {
            SQLite::Database& db = m_impl->db;
            SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
            SQLite::Statement known(db, "SELECT 1 FROM runs WHERE id = ?");
            known.bind(1, id);
            if (!known.executeStep()) {
                return Error::badInput(
                    message(MessageId::ErrNoRunListThem, {m_impl->path, std::to_string(id)}));
            }
            if (name.empty() && note.empty()) {
                SQLite::Statement st(db, "DELETE FROM run_labels WHERE run_id = ?");
                st.bind(1, id);
                st.exec();
            } else {
                SQLite::Statement st(
                    db, "INSERT OR REPLACE INTO run_labels (run_id, name, note) VALUES (?,?,?)");
                st.bind(1, id);
                st.bind(2, name);
                st.bind(3, note);
                st.exec();
            }
            tx.commit();
            return success();
        });
}

Status RunStore::renameCampaign(std::int64_t id, const std::string& name) {
    if (name.empty()) {
        return Error::badInput(message(MessageId::ErrCampaignNameEmpty));
    }
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepRenamingCampaign, {std::to_string(id)}),
        [&]() -> Status {
            SQLite::Database& db = m_impl->db;
            SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
            SQLite::Statement q(db, "SELECT spec_json FROM campaigns WHERE id = ?");
            q.bind(1, id);
            if (!q.executeStep()) {
                return noCampaign(m_impl->path, id);
            }
            // The name lives in the stored spec, which listings and reports read.
            auto spec = nlohmann::json::parse(q.getColumn(0).getString());
            spec["name"] = name;
            q.reset();
            SQLite::Statement st(db, "UPDATE campaigns SET name = ?, spec_json = ? WHERE id = ?");
            st.bind(1, name);
            st.bind(2, spec.dump());
            st.bind(3, id);
            st.exec();
            tx.commit();
            return success();
        });
}

Status RunStore::annotateCampaign(std::int64_t id, const std::string& note) {
    return writeRetrying(
        *m_impl, message(MessageId::StoreStepAnnotatingCampaign, {std::to_string(id)}),
        [&]() -> Status {
            SQLite::Statement st(m_impl->db, "UPDATE campaigns SET note = ? WHERE id = ?");
            st.bind(1, note);
            st.bind(2, id);
            if (st.exec() == 0) {
                return noCampaign(m_impl->path, id);
            }
            return success();
        });
}

Expected<std::string> RunStore::campaignNote(std::int64_t id) const {
    return guarded(m_impl->path, message(MessageId::StoreStepReadingNote),
                   [&]() -> Expected<std::string> {
                       SQLite::Statement q(m_impl->db, "SELECT note FROM campaigns WHERE id = ?");
                       q.bind(1, id);
                       if (!q.executeStep()) {
                           return noCampaign(m_impl->path, id);
                       }
                       return q.getColumn(0).getString();
                   });
}

} // namespace cyclelab::core
