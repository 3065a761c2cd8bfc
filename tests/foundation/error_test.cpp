// core::Error: the sentence an error carries as data, and that English written onto it later
// never reaches the GUI as a stale translation.
#include "core/common/error.hpp"
#include "core/common/message.hpp"

#include <gtest/gtest.h>

namespace cyclelab::core {
namespace {

TEST(Error, BuiltFromAMessageCarriesItAndItsEnglish) {
    const Error e = Error::badInput(message(MessageId::ErrCannotReadPath, {"/tmp/x.db", "EACCES"}));
    EXPECT_EQ(e.kind, ErrorKind::BadInput);
    EXPECT_EQ(e.message, "cannot read /tmp/x.db (EACCES): check the path and its permissions");
    EXPECT_EQ(e.sentence().id, MessageId::ErrCannotReadPath);
    EXPECT_EQ(e.sentence(), *e.text);
}

TEST(Error, BuiltFromAStringIsStoredText) {
    const Error e = Error::runtime("the bench is gone");
    EXPECT_EQ(e.kind, ErrorKind::Runtime);
    EXPECT_EQ(e.sentence(), storedText("the bench is gone"));
}

TEST(Error, ContextKeepsTheSentenceAndItsKind) {
    const Error inner = Error::of(ErrorKind::Timeout, std::string("no reply"));
    const Error e = Error::badInput(message(MessageId::ErrDatabaseIsDirectory, {"/tmp"}))
                        .withContext("runs.db: ");
    EXPECT_EQ(e.kind, ErrorKind::BadInput);
    EXPECT_EQ(e.message, "runs.db: /tmp is a directory: give the path of a database file");
    const Message said = e.sentence();
    ASSERT_EQ(said.id, MessageId::Sequence);
    EXPECT_EQ(english(said), e.message);
    EXPECT_EQ(inner.withContext("cell 2: ").message, "cell 2: no reply");
    EXPECT_EQ(inner.withContext("cell 2: ").kind, ErrorKind::Timeout);
}

TEST(Error, EnglishAppendedLaterWinsOverTheStaleSentence) {
    Error e = Error::badInput(message(MessageId::ErrDatabaseIsDirectory, {"/tmp"}));
    e.message += "; the target is a board";
    EXPECT_EQ(e.sentence(), storedText(e.message));
}

} // namespace
} // namespace cyclelab::core
