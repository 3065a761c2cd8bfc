// The CLI's exit codes by error kind: scripts rely on these numbers (README, "Exit codes").
#include "app/cli/exit_codes.hpp"

#include <gtest/gtest.h>

using cyclelab::core::Error;
using cyclelab::core::ErrorKind;
using namespace cyclelab::cli;

TEST(ExitCodes, EachKindHasItsCode) {
    EXPECT_EQ(exitCodeFor(Error{ErrorKind::BadInput, ""}), 2);
    EXPECT_EQ(exitCodeFor(Error{ErrorKind::Regression, ""}), 3);
    for (ErrorKind kind :
         {ErrorKind::Runtime, ErrorKind::Timeout, ErrorKind::NoBanner, ErrorKind::RefusedInput}) {
        EXPECT_EQ(exitCodeFor(Error{kind, ""}), 1);
    }
}

TEST(ExitCodes, AFailedVerdictHasACodeOfItsOwn) {
    for (int other : {kExitOk, kExitFailed, kExitBadInput, kExitRegression}) {
        EXPECT_NE(kExitVerdictFail, other);
    }
}
