#pragma once
// Every sentence core builds for a user, as X(Name, "English template"): the one list the
// MessageId enum, english() and the GUI's translation table (app/gui/core_text_table.cpp and its
// parts) are checked against (tests/gui/core_text_test.cpp walks it). %1..%9: arguments; %n: the
// count, which also makes "(s)" a plural. A name is stored (validations.reason_msg): never rename
// one. The list is kept in four parts by what the sentences are about; a new sentence goes into
// the part of the folder that says it, and its table line into the GUI part of the same name.

#include "core/common/messages_campaign.hpp"
#include "core/common/messages_core_errors.hpp"
#include "core/common/messages_device_errors.hpp"
#include "core/common/messages_results.hpp"

#define CYCLELAB_MESSAGES(X)                                                                       \
    CYCLELAB_MESSAGES_RESULTS(X)                                                                   \
    CYCLELAB_MESSAGES_CORE_ERRORS(X)                                                               \
    CYCLELAB_MESSAGES_DEVICE_ERRORS(X)                                                             \
    CYCLELAB_MESSAGES_CAMPAIGN(X)
