#pragma once
// The four parts of CoreText's table of tr() sources, one per part of core's message list
// (core/common/message_list.hpp): each its ids' lines, in the list's order.

#include "app/gui/core_text.hpp"

#include <span>

namespace cyclelab::app {

std::span<const CoreText::Source> coreTextResults();      // core_text_results.cpp
std::span<const CoreText::Source> coreTextCoreErrors();   // core_text_core_errors.cpp
std::span<const CoreText::Source> coreTextDeviceErrors(); // core_text_device_errors.cpp
std::span<const CoreText::Source> coreTextCampaign();     // core_text_campaign.cpp

} // namespace cyclelab::app
