#pragma once
// The gtest name of a test instantiated per firmware image: the image name with every
// character gtest does not allow in a name turned into '_'.

#include <cctype>
#include <gtest/gtest.h>
#include <string>

inline std::string imageParamName(const testing::TestParamInfo<std::string>& info) {
    std::string name = info.param;
    for (char& c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            c = '_';
        }
    }
    return name;
}
