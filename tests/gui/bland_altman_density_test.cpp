// The Bland-Altman chart of 2,000 pairs that fall on 4 distinct points (integer counts pair up):
// each point says how many pairs it holds, so the picture is not 4 alike dots (issue 36
// item 5). Many distinct points keep the opacity alone.

#include "app/charts/chart_builders.hpp"
#include "core/compare/views.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <gtest/gtest.h>
#include <qcustomplot.h>

using namespace cyclelab;

namespace {

core::BlandAltmanView view(int pairs, int distinct) {
    core::BlandAltmanView v;
    v.title = core::storedText("t");
    v.paired = static_cast<std::size_t>(pairs);
    for (int i = 0; i < pairs; ++i) {
        // Point k holds about half of what point k-1 holds.
        int k = 0;
        while (k + 1 < distinct && (i >> k) % 2 == 1)
            ++k;
        v.meanNs.push_back(250.0 + 5.0 * k);
        v.diffNs.push_back(k % 2 == 0 ? 0.0 : 5.0);
    }
    v.loaLowNs = -5;
    v.loaHighNs = 10;
    v.toleranceNs = 10;
    return v;
}

} // namespace

TEST(BlandAltmanDensity, FewPointsSayHowManyPairsEachHolds) {
    app::testing::guiApp();
    const core::BlandAltmanView v = view(2000, 4);
    QCustomPlot plot;
    ASSERT_TRUE(app::buildBlandAltman(plot, v));
    std::map<double, int> labelled; // x -> count
    int total = 0;
    for (int i = 0; i < plot.itemCount(); ++i) {
        auto* text = qobject_cast<QCPItemText*>(plot.item(i));
        if (text == nullptr)
            continue;
        ASSERT_TRUE(text->text().startsWith(u'×')) << text->text().toStdString();
        const int n = text->text().mid(1).remove(u',').toInt();
        labelled[text->position->coords().x()] = n;
        total += n;
    }
    ASSERT_EQ(labelled.size(), 4u);
    EXPECT_EQ(total, 2000);
    EXPECT_EQ(labelled[250.0], 1000); // the densest point is told apart from the others
    EXPECT_EQ(labelled[255.0], 500);
    EXPECT_TRUE(plot.graph(0)->name().contains(QStringLiteral("at 4 points")))
        << plot.graph(0)->name().toStdString();
    plot.toPixmap(640, 400); // lays out and draws with the labels

    QCustomPlot spread;
    core::BlandAltmanView many = view(2000, 4);
    for (std::size_t i = 0; i < many.meanNs.size(); ++i)
        many.meanNs[i] += static_cast<double>(i % 100); // 400 distinct points
    ASSERT_TRUE(app::buildBlandAltman(spread, many));
    int texts = 0;
    for (int i = 0; i < spread.itemCount(); ++i)
        texts += qobject_cast<QCPItemText*>(spread.item(i)) != nullptr ? 1 : 0;
    EXPECT_EQ(texts, 0);
}
