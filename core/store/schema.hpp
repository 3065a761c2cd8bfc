#pragma once
// The run store's schema as an ordered list of migrations; migration i takes a database from
// PRAGMA user_version i to i+1. Released migrations are never edited, only appended.

#include <span>
#include <string_view>

namespace cyclelab::core {

// Marks a file as a CycleLab run store (PRAGMA application_id, ASCII "CyLb").
inline constexpr int kStoreApplicationId = 0x43794C62;

std::span<const std::string_view> storeMigrations();
int storeSchemaVersion(); // == storeMigrations().size()

} // namespace cyclelab::core
