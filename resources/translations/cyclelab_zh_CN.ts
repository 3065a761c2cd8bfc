<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>cyclelab::app::BenchPage</name>
        <message>
            <source>Board profiles</source>
            <translation>开发板配置</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>连接</translation>
        </message>
        <message>
            <source>The UART the firmware prints its results on: a local serial port, a network serial server (ser2net: tcp://host:port) or a unix socket (unix:/path). Virtual boards use QEMU's UART socket.</source>
            <translation>固件输出结果所用的 UART：本地串口、网络串口服务器（ser2net：tcp://主机:端口）或 unix 套接字（unix:/路径）。虚拟开发板使用 QEMU 的 UART 套接字。</translation>
        </message>
        <message>
            <source>&amp;Serial port:</source>
            <translation>串口(&amp;S)：</translation>
        </message>
        <message>
            <source>Address of a network serial port: tcp://host:port or unix:/path</source>
            <translation>网络串口地址：tcp://主机:端口 或 unix:/路径</translation>
        </message>
        <message>
            <source>&amp;Network address:</source>
            <translation>网络地址(&amp;N)：</translation>
        </message>
        <message>
            <source>The logic analyzer that captures the probe pin's pulses (libsigrok). Without one, runs are stored but not cross-validated (verdict 'inconclusive'). Virtual boards use the QEMU analyzer plugin.</source>
            <translation>采集探测引脚脉冲的逻辑分析仪（libsigrok）。没有逻辑分析仪时，运行结果照常保存，但不做交叉验证（判定为“无法判定”）。虚拟开发板使用 QEMU 分析仪插件。</translation>
        </message>
        <message>
            <source>&amp;Logic analyzer:</source>
            <translation>逻辑分析仪(&amp;L)：</translation>
        </message>
        <message>
            <source>The tool that puts firmware on the board, as the board profile names it, and whether it is installed (found on PATH).</source>
            <translation>开发板配置中指定的烧录工具，以及它是否已安装（能否在 PATH 中找到）。</translation>
        </message>
        <message>
            <source>Flasher:</source>
            <translation>烧录工具：</translation>
        </message>
        <message>
            <source>Connection test</source>
            <translation>连接测试</translation>
        </message>
        <message>
            <source>&amp;Test connection</source>
            <translation>测试连接(&amp;T)</translation>
        </message>
        <message>
            <source>Flash a firmware image, boot it and show the HELLO banner the firmware prints: board, kernel, clock, cycle source.</source>
            <translation>烧录一个固件镜像并启动，显示固件打印的 HELLO 信息：开发板、内核、时钟、周期计数源。</translation>
        </message>
        <message>
            <source>Re&amp;scan devices</source>
            <translation>重新扫描设备(&amp;S)</translation>
        </message>
        <message>
            <source>Scan serial ports, logic analyzers and flash tools again (F5)</source>
            <translation>重新扫描串口、逻辑分析仪和烧录工具（F5）</translation>
        </message>
        <message>
            <source>Self-te&amp;st</source>
            <translation>自检(&amp;S)</translation>
        </message>
        <message>
            <source>Flash, boot and check each link of the bench: serial and protocol, core clock as the firmware and as the analyzer see it, flash wait states, probe and marker channels, analyzer rate.</source>
            <translation>烧录、启动并检查测试台的每个环节：串口与协议、固件和分析仪各自看到的内核时钟、闪存等待周期、探针与标记通道、分析仪采样率。</translation>
        </message>
        <message>
            <source>The firmware's HELLO banner appears here.</source>
            <translation>固件的 HELLO 信息显示在这里。</translation>
        </message>
        <message>
            <source>Scanning serial ports, analyzers and flash tools…</source>
            <translation>正在扫描串口、逻辑分析仪和烧录工具…</translation>
        </message>
        <message>
            <source>Board profiles: %1</source>
            <translation>开发板配置：%1</translation>
        </message>
        <message>
            <source>Serial ports: %1</source>
            <translation>串口：%1</translation>
        </message>
        <message>
            <source>Logic analyzers: %1</source>
            <translation>逻辑分析仪：%1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Virtual board: the firmware runs in QEMU (%1)</source>
            <translation>虚拟开发板：固件在 QEMU 中运行（%1）</translation>
        </message>
        <message>
            <source>Real board: %1</source>
            <translation>实体开发板：%1</translation>
        </message>
        <message>
            <source>No board profile selected.</source>
            <translation>未选择开发板配置。</translation>
        </message>
        <message>
            <source>%1 MHz (%2 WS)</source>
            <translation>%1 MHz（%2 个等待周期）</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;MCU %2, core %3&lt;br&gt;Clock tiers: %4&lt;br&gt;UART %5 at %6 baud&lt;br&gt;Probe pin %7, marker pin %8</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;MCU %2，内核 %3&lt;br&gt;时钟档位：%4&lt;br&gt;UART %5，波特率 %6&lt;br&gt;探测引脚 %7，标记引脚 %8</translation>
        </message>
        <message>
            <source>Virtual (QEMU UART socket)</source>
            <translation>虚拟（QEMU UART 套接字）</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Network…</source>
            <translation>网络…</translation>
        </message>
        <message>
            <source>Virtual analyzer (QEMU plugin)</source>
            <translation>虚拟逻辑分析仪（QEMU 插件）</translation>
        </message>
        <message>
            <source>Choose the logic analyzer…</source>
            <translation>选择逻辑分析仪…</translation>
        </message>
        <message>
            <source>None (runs are not cross-validated)</source>
            <translation>无（不做交叉验证）</translation>
        </message>
        <message>
            <source>%1 — installed (%2)</source>
            <translation>%1 — 已安装（%2）</translation>
        </message>
        <message>
            <source>%1 — &lt;b&gt;missing&lt;/b&gt;: install it (see scripts/deps) or choose another board</source>
            <translation>%1 — &lt;b&gt;未安装&lt;/b&gt;：请安装（见 scripts/deps）或选择其他开发板</translation>
        </message>
        <message>
            <source>Flash a firmware image, boot it and show the HELLO banner the firmware prints.</source>
            <translation>烧录一个固件镜像并启动，显示固件打印的 HELLO 信息。</translation>
        </message>
        <message>
            <source>Needs %1, which is not installed.</source>
            <translation>需要 %1，但它尚未安装。</translation>
        </message>
        <message>
            <source>No board profiles were found in %1.</source>
            <translation>在 %1 中没有找到开发板配置。</translation>
        </message>
        <message>
            <source>Choose a board on the Bench page.</source>
            <translation>请在“测试台”页选择一块开发板。</translation>
        </message>
        <message>
            <source>The network serial address must start with tcp:// or unix: (got '%1').</source>
            <translation>网络串口地址必须以 tcp:// 或 unix: 开头（当前为“%1”）。</translation>
        </message>
        <message>
            <source>Choose a serial port on the Bench page.</source>
            <translation>请在“测试台”页选择一个串口。</translation>
        </message>
        <message>
            <source>Choose the logic analyzer on the Bench page (or None: the runs are then not cross-validated).</source>
            <translation>请在测试台页面选择逻辑分析仪（或选择“无”：运行将不进行交叉验证）。</translation>
        </message>
        <message>
            <source>Flashing and booting %1…</source>
            <translation>正在烧录并启动 %1…</translation>
        </message>
        <message>
            <source>Self-test of %1: flashing, booting, capturing…</source>
            <translation>%1 自检：正在烧录、启动、采集…</translation>
        </message>
        <message>
            <source>Self-test could not run.</source>
            <translation>自检无法运行。</translation>
        </message>
        <message>
            <source>Self-test: %1</source>
            <translation>自检：%1</translation>
        </message>
        <message>
            <source>Self-test passed on %1 with image %2.</source>
            <translation>%1 使用镜像 %2 自检通过。</translation>
        </message>
        <message>
            <source>Self-test FAILED on %1 with image %2: see the FAIL lines.</source>
            <translation>%1 使用镜像 %2 自检失败：请查看 FAIL 行。</translation>
        </message>
        <message>
            <source>Connection test failed.</source>
            <translation>连接测试失败。</translation>
        </message>
        <message>
            <source>Connection test failed: %1</source>
            <translation>连接测试失败：%1</translation>
        </message>
        <message>
            <source>%1 answered in %2 s with image %3.</source>
            <translation>%1 在 %2 秒内应答，使用镜像 %3。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::CampaignMatrix</name>
        <message>
            <source>%1 MHz (%2 WS)</source>
            <translation>%1 MHz（%2 个等待周期）</translation>
        </message>
        <message>
            <source>Kernels</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>Profiles</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>Optimisation levels</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>Frequency tiers</source>
            <translation>频率档位</translation>
        </message>
        <message>
            <source>Benchmarks</source>
            <translation>基准测试</translation>
        </message>
        <message>
            <source>Select all</source>
            <translation>全选</translation>
        </message>
        <message>
            <source>Check every benchmark</source>
            <translation>勾选所有基准</translation>
        </message>
        <message>
            <source>Select none</source>
            <translation>全不选</translation>
        </message>
        <message>
            <source>Uncheck every benchmark (the baseline always runs: it calibrates the harness)</source>
            <translation>取消勾选所有基准测试（基线总会运行：它用于校准测量框架）</translation>
        </message>
        <message>
            <source>&amp;Samples per benchmark:</source>
            <translation>每项基准的样本数(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Warm-up iterations:</source>
            <translation>预热迭代次数(&amp;W)：</translation>
        </message>
        <message>
            <source>%1 of %2: one value per campaign (a campaign file can list the benchmark several times with other values)</source>
            <translation>%2 的 %1：每个测试活动一个取值（测试活动文件可以用不同取值多次列出该基准）</translation>
        </message>
        <message>
            <source>%1 %2:</source>
            <translation>%1 %2：</translation>
        </message>
        <message>
            <source>No firmware image for this board has this value: build the firmware with it to include it in a campaign.</source>
            <translation>此开发板没有带该取值的固件镜像：请用该取值构建固件后再加入测试活动。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::CampaignPage</name>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min %2 s</source>
            <translation>%1 分 %2 秒</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 小时 %2 分</translation>
        </message>
        <message>
            <source>Open campaign file…</source>
            <translation>打开测试活动文件…</translation>
        </message>
        <message>
            <source>Read a campaign file (.toml or .json, the format of cyclelab-cli run --campaign) into the matrix</source>
            <translation>把测试活动文件（.toml 或 .json，即 cyclelab-cli run --campaign 读取的格式）读入矩阵</translation>
        </message>
        <message>
            <source>Save campaign file…</source>
            <translation>保存测试活动文件…</translation>
        </message>
        <message>
            <source>Write this matrix as a campaign file (.toml) that cyclelab-cli run --campaign reads</source>
            <translation>把此矩阵写成 cyclelab-cli run --campaign 可读取的测试活动文件（.toml）</translation>
        </message>
        <message>
            <source>campaign name (optional)</source>
            <translation>测试活动名称（可选）</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>%1 MHz</source>
            <translation>%1 MHz</translation>
        </message>
        <message>
            <source>&amp;Analyzer sample rate:</source>
            <translation>分析仪采样率(&amp;A)：</translation>
        </message>
        <message>
            <source>one per core</source>
            <translation>每核一个</translation>
        </message>
        <message>
            <source>Virtual bench: cells measured side by side, one QEMU each (cyclelab-cli run --jobs). A real board runs one cell at a time.</source>
            <translation>虚拟测试台：并行测量的单元数，每个单元一个 QEMU（cyclelab-cli run --jobs）。真实开发板一次只运行一个单元。</translation>
        </message>
        <message>
            <source>&amp;Benches side by side:</source>
            <translation>并行测试台数(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>开始(&amp;S)</translation>
        </message>
        <message>
            <source>Run every cell of the matrix on the bench chosen on the Bench page (Ctrl+R)</source>
            <translation>在“测试台”页选定的测试台上运行矩阵中的每个单元（Ctrl+R）</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>继续(&amp;R)</translation>
        </message>
        <message>
            <source>Continue the newest unfinished campaign of this board in the open database: cells done and benchmarks a stopped cell stored are skipped, no run is stored twice</source>
            <translation>继续打开的数据库中此开发板最新的未完成测试活动：跳过已完成的单元和已停止单元已保存的基准测试，任何运行都不会保存两次</translation>
        </message>
        <message>
            <source>S&amp;top</source>
            <translation>停止(&amp;T)</translation>
        </message>
        <message>
            <source>Stop after the current benchmark: the benchmarks the cell finished are stored, and Resume measures only the ones it lacks</source>
            <translation>在当前基准测试结束后停止：该单元已完成的基准测试会被保存，“恢复”只测量尚缺的基准测试</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Cell</source>
            <translation>单元</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>详情</translation>
        </message>
        <message>
            <source>One cell per firmware image: kernel, profile, optimisation level and clock tier. A failed cell is retried once.</source>
            <translation>每个固件镜像对应一个单元：内核、配置档、优化等级和时钟档位。失败的单元会重试一次。</translation>
        </message>
        <message>
            <source>Cycle samples of the run just measured, after the harness baseline is subtracted</source>
            <translation>刚测得的这次运行的周期样本（已减去测试框架基线）</translation>
        </message>
        <message>
            <source>No firmware images: %1</source>
            <translation>没有固件镜像：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n cell(s) × %1 benchmarks, estimated duration %2</source>
            <translation>
                <numerusform>%n 个单元 × %1 项基准测试，预计耗时 %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Estimated from the speed of the last finished campaign.</source>
            <translation>根据上一次完成的测试活动的速度估算。</translation>
        </message>
        <message>
            <source>A rough first guess; the first finished campaign calibrates it.</source>
            <translation>粗略的初始估计；第一次完成的测试活动会校准它。</translation>
        </message>
        <message>
            <source>Start is unavailable: %1</source>
            <translation>无法开始：%1</translation>
        </message>
        <message>
            <source>Cannot start: %1</source>
            <translation>无法开始：%1</translation>
        </message>
        <message>
            <source>The run database is still being opened: start once it is open.</source>
            <translation>运行数据库仍在打开中：请在打开后再开始。</translation>
        </message>
        <message>
            <source>No run database is open: use File ▸ Open database.</source>
            <translation>没有打开运行数据库：请使用“文件 ▸ 打开数据库”。</translation>
        </message>
        <message>
            <source>pending</source>
            <translation>待运行</translation>
        </message>
        <message>
            <source>ETA %1</source>
            <translation>剩余约 %1</translation>
        </message>
        <message numerus="yes">
            <source>Campaign '%1' on %2: %n cell(s)</source>
            <translation>
                <numerusform>测试活动“%1”，开发板 %2：%n 个单元</numerusform>
            </translation>
        </message>
        <message>
            <source>Pause requested: the cells running finish first.</source>
            <translation>已请求暂停：正在运行的单元会先完成。</translation>
        </message>
        <message>
            <source>Resumed.</source>
            <translation>已继续。</translation>
        </message>
        <message>
            <source>Res&amp;ume</source>
            <translation>继续(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Pause</source>
            <translation>暂停(&amp;P)</translation>
        </message>
        <message>
            <source>Go on with the next cells</source>
            <translation>继续运行后面的单元</translation>
        </message>
        <message>
            <source>Pause between cells: the cells running finish first</source>
            <translation>在单元之间暂停：正在运行的单元会先完成</translation>
        </message>
        <message>
            <source>Stop requested: stopping after the current benchmark; the benchmarks the cell finished are stored and Resume measures the rest.</source>
            <translation>已请求停止：当前基准测试结束后停止；该单元已完成的基准测试会被保存，“恢复”会测量其余部分。</translation>
        </message>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>Cell %1/%2: %3</source>
            <translation>单元 %1/%2：%3</translation>
        </message>
        <message>
            <source>Cell %1/%2: %3, boot %4</source>
            <translation>单元 %1/%2：%3，第 %4 次启动</translation>
        </message>
        <message>
            <source>%1/%2 benchmarks</source>
            <translation>%1/%2 项基准测试</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>  %1: %2 samples</source>
            <translation>  %1：%2 个样本</translation>
        </message>
        <message>
            <source>done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Cell %1 stored.</source>
            <translation>单元 %1 已保存。</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Cell %1 failed: %2</source>
            <translation>单元 %1 失败：%2</translation>
        </message>
        <message>
            <source>retrying</source>
            <translation>重试中</translation>
        </message>
        <message>
            <source>Cell %1 failed, retrying once: %2</source>
            <translation>单元 %1 失败，重试一次：%2</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>已暂停</translation>
        </message>
        <message>
            <source>Paused.</source>
            <translation>已暂停。</translation>
        </message>
        <message>
            <source>finishing, then paused</source>
            <translation>完成后暂停</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <source>The campaign could not run: %1</source>
            <translation>测试活动无法运行：%1</translation>
        </message>
        <message>
            <source>Campaign failed: %1</source>
            <translation>测试活动失败：%1</translation>
        </message>
        <message>
            <source>Campaign %1 %2 in %3: %4 cells done, %5 failed, %6 runs stored.</source>
            <translation>测试活动 %1 %2，用时 %3：完成 %4 个单元，失败 %5 个，保存 %6 次运行。</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>See the cell list for the reasons.</source>
            <translation>原因见单元列表。</translation>
        </message>
        <message>
            <source>a campaign is running.</source>
            <translation>有测试活动正在运行。</translation>
        </message>
        <message>
            <source>the Bench page is still looking for boards.</source>
            <translation>测试台页面仍在查找开发板。</translation>
        </message>
        <message>
            <source>choose a board on the Bench page.</source>
            <translation>请在测试台页面选择开发板。</translation>
        </message>
        <message>
            <source>no firmware images (%1). Build the firmware or set its images folder in Settings ▸ Preferences.</source>
            <translation>没有固件镜像（%1）。请构建固件，或在 设置 ▸ 首选项 中设置镜像文件夹。</translation>
        </message>
        <message>
            <source>the run database is still being opened.</source>
            <translation>运行数据库仍在打开中。</translation>
        </message>
        <message>
            <source>no run database is open: use File ▸ Open database.</source>
            <translation>没有打开运行数据库：请使用 文件 ▸ 打开数据库。</translation>
        </message>
        <message>
            <source>no firmware image was built for %1.</source>
            <translation>没有为 %1 构建任何固件镜像。</translation>
        </message>
        <message>
            <source>choose at least one kernel.</source>
            <translation>请至少选择一个内核。</translation>
        </message>
        <message>
            <source>choose at least one profile.</source>
            <translation>请至少选择一个配置档。</translation>
        </message>
        <message>
            <source>choose at least one optimisation level.</source>
            <translation>请至少选择一个优化等级。</translation>
        </message>
        <message>
            <source>choose at least one frequency tier.</source>
            <translation>请至少选择一个频率档。</translation>
        </message>
        <message>
            <source>choose at least one benchmark (the baseline alone measures nothing).</source>
            <translation>请至少选择一个基准测试（仅有基线什么也测不到）。</translation>
        </message>
        <message>
            <source>Open campaign file</source>
            <translation>打开测试活动文件</translation>
        </message>
        <message>
            <source>Campaign files (*.toml *.json);;TOML (*.toml);;JSON (*.json)</source>
            <translation>测试活动文件 (*.toml *.json);;TOML (*.toml);;JSON (*.json)</translation>
        </message>
        <message>
            <source>Save campaign file</source>
            <translation>保存测试活动文件</translation>
        </message>
        <message>
            <source>TOML campaign files (*.toml)</source>
            <translation>TOML 测试活动文件 (*.toml)</translation>
        </message>
        <message>
            <source>A campaign is running: open the campaign file once it has ended.</source>
            <translation>有测试活动正在运行：请在其结束后再打开测试活动文件。</translation>
        </message>
        <message>
            <source>Cannot open the campaign file: %1</source>
            <translation>无法打开测试活动文件：%1</translation>
        </message>
        <message>
            <source>%1: board: '%2' is not one of the board profiles found (%3).</source>
            <translation>%1：board：“%2”不在已找到的开发板配置中（%3）。</translation>
        </message>
        <message>
            <source>samples: %1 (this board's firmware keeps at most %2)</source>
            <translation>samples：%1（此开发板的固件最多保留 %2 个）</translation>
        </message>
        <message numerus="yes">
            <source>Opened %1: %n cell(s).</source>
            <translation>
                <numerusform>已打开 %1：%n 个单元。</numerusform>
            </translation>
        </message>
        <message>
            <source>Opened %1, but this board's firmware images or the page cannot take every value; left out:</source>
            <translation>已打开 %1，但此开发板的固件镜像或本页面无法接受所有取值；未采用：</translation>
        </message>
        <message>
            <source>Choose a board on the Bench page before saving the campaign.</source>
            <translation>保存测试活动前请先在测试台页面选择开发板。</translation>
        </message>
        <message>
            <source>Saved %1: run it with cyclelab-cli run --campaign %2 --db FILE</source>
            <translation>已保存 %1：可用 cyclelab-cli run --campaign %2 --db FILE 运行</translation>
        </message>
        <message>
            <source>Nothing to resume: every campaign of %1 in %2 is finished.</source>
            <translation>没有可继续的测试活动：%2 中 %1 的所有测试活动都已完成。</translation>
        </message>
        <message>
            <source>Resuming campaign %1 '%2' on %3</source>
            <translation>正在 %3 上继续测试活动 %1“%2”</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::CaptureWindow</name>
        <message>
            <source>Samplerate:</source>
            <translation>采样率：</translation>
        </message>
        <message>
            <source> Hz</source>
            <translation> Hz</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>分析</translation>
        </message>
        <message>
            <source>Channel</source>
            <translation>通道</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Pulses</source>
            <translation>脉冲数</translation>
        </message>
        <message>
            <source>Min ns</source>
            <translation>最小 ns</translation>
        </message>
        <message>
            <source>Median ns</source>
            <translation>中位数 ns</translation>
        </message>
        <message>
            <source>Max ns</source>
            <translation>最大 ns</translation>
        </message>
        <message>
            <source>Cut off</source>
            <translation>被截断</translation>
        </message>
        <message>
            <source>Pulses cut by the start or the end of the capture (not counted)</source>
            <translation>被采集开头或结尾截断的脉冲（不计入）</translation>
        </message>
        <message>
            <source>Show &amp;waveform</source>
            <translation>显示波形(&amp;W)</translation>
        </message>
        <message>
            <source>Open in &amp;PulseView</source>
            <translation>在 &amp;PulseView 中打开</translation>
        </message>
        <message>
            <source>Capture %1</source>
            <translation>采集文件 %1</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>正在读取 %1…</translation>
        </message>
        <message>
            <source>Open %1 in PulseView</source>
            <translation>在 PulseView 中打开 %1</translation>
        </message>
        <message>
            <source>PulseView is not installed (not found on PATH)</source>
            <translation>未安装 PulseView（在 PATH 中找不到）</translation>
        </message>
        <message>
            <source>%1 could not be analysed.</source>
            <translation>无法分析 %1。</translation>
        </message>
        <message>
            <source>%1: %2 samples. The file does not say its samplerate, so no width in ns can be computed: enter the rate it was captured at and press Analyse.</source>
            <translation>%1：%2 个样本。该文件没有注明采样率，因此无法计算以 ns 为单位的宽度：请输入采集时的采样率，然后点击“分析”。</translation>
        </message>
        <message>
            <source>entered here</source>
            <translation>在此处输入</translation>
        </message>
        <message>
            <source>from the VCD's $timescale</source>
            <translation>取自 VCD 的 $timescale</translation>
        </message>
        <message>
            <source>from the session's metadata</source>
            <translation>取自会话的元数据</translation>
        </message>
        <message>
            <source>from the file</source>
            <translation>取自文件</translation>
        </message>
        <message>
            <source>%1: %2 samples at %3 Hz (%4 s); samplerate %5.</source>
            <translation>%1：%2 个样本，%3 Hz（%4 秒）；采样率%5。</translation>
        </message>
        <message>
            <source>PulseView could not be started for %1.</source>
            <translation>无法为 %1 启动 PulseView。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::ChartPanel</name>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Save this chart with its title and caption as PNG, SVG or PDF</source>
            <translation>将此图表连同标题和说明保存为 PNG、SVG 或 PDF</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy this chart, with its caption, to the clipboard as an image</source>
            <translation>将此图表连同说明作为图片复制到剪贴板</translation>
        </message>
        <message>
            <source>Copy failed</source>
            <translation>复制失败</translation>
        </message>
        <message>
            <source>Ctrl+wheel zooms, dragging pans, a double click shows the whole chart</source>
            <translation>Ctrl+滚轮缩放，拖动平移，双击显示整张图表</translation>
        </message>
        <message>
            <source>%1: choose a .png, .svg or .pdf file name</source>
            <translation>%1：请选择 .png、.svg 或 .pdf 文件名</translation>
        </message>
        <message>
            <source>no temporary folder for the clipboard image</source>
            <translation>没有可用于剪贴板图像的临时文件夹</translation>
        </message>
        <message>
            <source>the rendered chart could not be read back</source>
            <translation>无法读回已渲染的图表</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
    </context>
    <context>
        <name>ChartText</name>
        <message>
            <source>median [%1]</source>
            <translation>中位数 [%1]</translation>
        </message>
        <message>
            <source>cycles</source>
            <translation>周期</translation>
        </message>
        <message>
            <source>hatched: not confirmed (fail / inconclusive)</source>
            <translation>斜线填充：未确认（失败 / 不确定）</translation>
        </message>
        <message>
            <source>benchmark</source>
            <translation>基准</translation>
        </message>
        <message>
            <source>▲ outliers above the scale: %1, the farthest %2</source>
            <translation>▲ 超出刻度的离群值：%1 个，最远 %2</translation>
        </message>
        <message>
            <source>core clock [MHz]</source>
            <translation>内核时钟 [MHz]</translation>
        </message>
        <message>
            <source>median [ns] (solid, filled markers)</source>
            <translation>中位数 [ns]（实线，实心标记）</translation>
        </message>
        <message>
            <source>median [cycles] (dashed, open markers)</source>
            <translation>中位数 [周期]（虚线，空心标记）</translation>
        </message>
        <message>
            <source>optimisation level</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>× the row's fastest level</source>
            <translation>× 该行最快级别</translation>
        </message>
        <message>
            <source>bytes (ROM = text + data, RAM = data + bss)</source>
            <translation>字节（ROM = text + data，RAM = data + bss）</translation>
        </message>
        <message>
            <source>text (flash)</source>
            <translation>text（闪存）</translation>
        </message>
        <message>
            <source>data (flash + RAM)</source>
            <translation>data（闪存 + RAM）</translation>
        </message>
        <message>
            <source>bss (RAM)</source>
            <translation>bss（RAM）</translation>
        </message>
        <message>
            <source>mean of counter and analyzer [ns]</source>
            <translation>计数器与分析仪的均值 [ns]</translation>
        </message>
        <message>
            <source>analyzer − counter [ns]</source>
            <translation>分析仪 − 计数器 [ns]</translation>
        </message>
        <message>
            <source>paired samples (n=%1 at %2 points, ×N: pairs at a point)</source>
            <translation>成对样本（n=%1，共 %2 个点；×N：落在该点的样本对数）</translation>
        </message>
        <message>
            <source>paired samples (n=%1)</source>
            <translation>配对样本（n=%1）</translation>
        </message>
        <message>
            <source>bias %1 ns</source>
            <translation>偏差 %1 ns</translation>
        </message>
        <message>
            <source>limits of agreement %1 … %2 ns</source>
            <translation>一致性界限 %1 … %2 ns</translation>
        </message>
        <message>
            <source>± tolerance (%1 ns)</source>
            <translation>± 容差（%1 ns）</translation>
        </message>
        <message>
            <source>chart '%1' has no data: select runs with samples for it</source>
            <translation>图表“%1”没有数据：请选择含有样本的运行</translation>
        </message>
        <message>
            <source>chart pixel ratio %1 is out of range: use 1 (96 dpi) to 4 (384 dpi)</source>
            <translation>图表像素比 %1 超出范围：请使用 1（96 dpi）到 4（384 dpi）</translation>
        </message>
        <message>
            <source>chart size %1x%2 is too small: use at least 200x150 logical pixels</source>
            <translation>图表尺寸 %1x%2 太小：请至少使用 200x150 逻辑像素</translation>
        </message>
        <message>
            <source>could not write chart %1: check that the directory exists and is writable</source>
            <translation>无法写入图表 %1：请检查目录是否存在且可写</translation>
        </message>
        <message>
            <source>across cores (core=1)</source>
            <translation>跨核（core=1）</translation>
        </message>
        <message>
            <source>same core (core=0)</source>
            <translation>同核（core=0）</translation>
        </message>
        <message>
            <source>mechanism</source>
            <translation>机制</translation>
        </message>
        <message>
            <source>×: across cores ÷ same core (medians)</source>
            <translation>×：跨核 ÷ 同核（中位数）</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::ComparePage</name>
        <message>
            <source>kernel</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>core clock (cpuHz)</source>
            <translation>内核时钟（cpuHz）</translation>
        </message>
        <message>
            <source>optimisation level</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>board</source>
            <translation>开发板</translation>
        </message>
        <message>
            <source>database</source>
            <translation>数据库</translation>
        </message>
        <message>
            <source>The database file each run was read from: add databases with Databases ▸ Add database…, then choose a source of each under Source and Against</source>
            <translation>每次运行所来自的数据库文件：用“数据库 ▸ 添加数据库…”添加数据库，再在“数据来源”和“对照”中各选一个来源</translation>
        </message>
        <message>
            <source>What to compare: a stored campaign, the runs selected on the Runs page, or every run in the database</source>
            <translation>比较对象：已保存的测试活动、“运行记录”页中选中的运行，或数据库中的全部运行</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>The condition compared: one bar, box or series per value</source>
            <translation>要比较的条件：每个取值对应一根柱、一个箱线或一条曲线</translation>
        </message>
        <message>
            <source>A second condition: the charts are repeated for each of its values and the rank-flip table shows where the order of the groups changes between them</source>
            <translation>第二个条件：图表按它的每个取值分别绘制，排名翻转表列出各组次序在这些取值之间发生变化的地方</translation>
        </message>
        <message>
            <source>cycles</source>
            <translation>周期</translation>
        </message>
        <message>
            <source>ns</source>
            <translation>纳秒</translation>
        </message>
        <message>
            <source>Cycles compare code paths; ns include the clock (ns = cycles / cpuHz)</source>
            <translation>周期数比较的是代码路径；纳秒包含了时钟的影响（纳秒 = 周期 / cpuHz）</translation>
        </message>
        <message>
            <source>Export charts…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>Write every chart (with title and caption) to a folder as PNG, SVG or PDF (Ctrl+E)</source>
            <translation>将所有图表（含标题和说明）以 PNG、SVG 或 PDF 写入一个文件夹（Ctrl+E）</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>导出 CSV…</translation>
        </message>
        <message>
            <source>Write the comparison table (per benchmark and group) as CSV</source>
            <translation>将比较表（按基准测试和分组）写成 CSV</translation>
        </message>
        <message>
            <source>Write report…</source>
            <translation>写出报告…</translation>
        </message>
        <message>
            <source>Write the report of these runs into a folder, as cyclelab-cli report does: report.md and report.html with condition tables, rank flips and charts, plus runs.csv and runs.json</source>
            <translation>像 cyclelab-cli report 一样把这些运行的报告写入文件夹：含条件表、排名翻转和图表的 report.md 与 report.html，以及 runs.csv 和 runs.json</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>数据来源：</translation>
        </message>
        <message>
            <source>Group by:</source>
            <translation>分组依据：</translation>
        </message>
        <message>
            <source>Across:</source>
            <translation>跨越条件：</translation>
        </message>
        <message>
            <source>Unit:</source>
            <translation>单位：</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>基准测试</translation>
        </message>
        <message>
            <source>Faster at first</source>
            <translation>在前者下更快</translation>
        </message>
        <message>
            <source>Slower at first</source>
            <translation>在前者下更慢</translation>
        </message>
        <message>
            <source>First</source>
            <translation>前者</translation>
        </message>
        <message>
            <source>Second</source>
            <translation>后者</translation>
        </message>
        <message>
            <source>Medians (A/B → A/B)</source>
            <translation>中位数（A/B → A/B）</translation>
        </message>
        <message numerus="yes">
            <source>Analysing %n run(s)…</source>
            <translation>
                <numerusform>正在分析 %n 个运行…</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 runs, %2 benchmarks, %3 groups. Fixed conditions: %4</source>
            <translation>%1 次运行，%2 项基准测试，%3 个分组。固定条件：%4</translation>
        </message>
        <message>
            <source>⚑ Not shared by all runs: %1.</source>
            <translation>⚑ 并非所有运行共有：%1。</translation>
        </message>
        <message>
            <source>Bar and box charts limited to the first %1 values of %2.</source>
            <translation>柱状图和箱线图只画出 %2 的前 %1 个取值。</translation>
        </message>
        <message>
            <source>No run has analyzer pulses, so there is no counter-vs-analyzer chart.</source>
            <translation>没有任何运行带有分析仪脉冲，因此没有计数器与分析仪对比图。</translation>
        </message>
        <message>
            <source>No counter-vs-analyzer chart: %1</source>
            <translation>无法绘制计数器与分析仪对比图：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n run(s) without samples left out.</source>
            <translation>
                <numerusform>已略去 %n 次没有样本的运行。</numerusform>
            </translation>
        </message>
        <message>
            <source>Rank flips: choose an 'Across' condition to see where the order of the groups changes (e.g. kernels across clock tiers).</source>
            <translation>排名翻转：选择一个“跨越条件”，查看各组次序在哪里发生变化（例如不同时钟档位下的内核排名）。</translation>
        </message>
        <message numerus="yes">
            <source>Rank flips across %1 (%n flip(s)). %2</source>
            <translation>
                <numerusform>跨越%1的排名翻转（%n 处）。%2</numerusform>
            </translation>
        </message>
        <message>
            <source>Export charts</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>There are no charts to export.</source>
            <translation>没有可导出的图表。</translation>
        </message>
        <message>
            <source>PNG, 192 dpi (print)</source>
            <translation>PNG，192 dpi（打印）</translation>
        </message>
        <message>
            <source>PNG, 96 dpi (screen)</source>
            <translation>PNG，96 dpi（屏幕）</translation>
        </message>
        <message>
            <source>PNG, 288 dpi</source>
            <translation>PNG，288 dpi</translation>
        </message>
        <message>
            <source>SVG drawing</source>
            <translation>SVG 矢量图</translation>
        </message>
        <message>
            <source>PDF document</source>
            <translation>PDF 文档</translation>
        </message>
        <message>
            <source>Format:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <source>Export charts to folder</source>
            <translation>将图表导出到文件夹</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <source>%1 of %2 charts written to %3.</source>
            <translation>已将 %2 张图表中的 %1 张写入 %3。</translation>
        </message>
        <message>
            <source>%1 charts written to %2</source>
            <translation>已将 %1 个图表写入 %2</translation>
        </message>
        <message>
            <source>%1 was not written</source>
            <translation>%1 未写入</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>导出 CSV</translation>
        </message>
        <message>
            <source>There is no comparison to export.</source>
            <translation>没有可导出的比较结果。</translation>
        </message>
        <message>
            <source>Export comparison as CSV</source>
            <translation>将比较结果导出为 CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Writing %1 failed: %2</source>
            <translation>写入 %1 失败：%2</translation>
        </message>
        <message>
            <source>A second source compared with the first, from this database or another one (Databases ▸ Add database…): its runs are read with the Source's, and 'Group by: database' sets them side by side</source>
            <translation>与第一个来源比较的第二个来源，来自本数据库或另一个数据库（数据库 ▸ 添加数据库…）：其运行与“数据来源”的运行一起读取，“分组依据：数据库”将它们并排比较</translation>
        </message>
        <message>
            <source>Databases</source>
            <translation>数据库</translation>
        </message>
        <message>
            <source>Compare runs of other CycleLab databases (another bench, another machine) with this one's: they are opened read-only, never changed. A .sqlite dropped on the window is added too.</source>
            <translation>将其他 CycleLab 数据库（另一台测试台、另一台机器）的运行与本数据库的运行比较：它们以只读方式打开，绝不修改。拖放到窗口上的 .sqlite 文件也会被添加。</translation>
        </message>
        <message>
            <source>Against:</source>
            <translation>对照：</translation>
        </message>
        <message>
            <source>Add database…</source>
            <translation>添加数据库…</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>移除 %1</translation>
        </message>
        <message>
            <source>Add a database to compare</source>
            <translation>添加要比较的数据库</translation>
        </message>
        <message>
            <source>CycleLab databases (*.sqlite *.db);;All files (*)</source>
            <translation>CycleLab 数据库 (*.sqlite *.db);;所有文件 (*)</translation>
        </message>
        <message>
            <source>%1 is already compared: its campaigns are listed under Source and Against.</source>
            <translation>%1 已在比较中：其测试活动已列在“数据来源”和“对照”中。</translation>
        </message>
        <message>
            <source>%1 was not added, nothing changed: %2</source>
            <translation>未添加 %1，没有任何改变：%2</translation>
        </message>
        <message numerus="yes">
            <source>%1 added, read-only: %n campaign(s) listed under Source and Against.</source>
            <translation>
                <numerusform>已以只读方式添加 %1：%n 个测试活动已列在“数据来源”和“对照”中。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 ▸ Campaign %2: %3 (%4)</source>
            <translation>%1 ▸ 测试活动 %2：%3（%4）</translation>
        </message>
        <message>
            <source>%1 ▸ All runs</source>
            <translation>%1 ▸ 所有运行</translation>
        </message>
        <message>
            <source>Cannot list the campaigns: %1</source>
            <translation>无法列出测试活动：%1</translation>
        </message>
        <message>
            <source>Campaign %1: %2 (%3)</source>
            <translation>测试活动 %1：%2（%3）</translation>
        </message>
        <message numerus="yes">
            <source>%n run(s) selected on the Runs page</source>
            <translation>
                <numerusform>“运行记录”页中选中的 %n 次运行</numerusform>
            </translation>
        </message>
        <message>
            <source>All runs in the database</source>
            <translation>数据库中的全部运行</translation>
        </message>
        <message>
            <source>(nothing)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <source>Campaign %1 is not in this database.</source>
            <translation>此数据库中没有测试活动 %1。</translation>
        </message>
        <message>
            <source>Loading runs…</source>
            <translation>正在读取运行记录…</translation>
        </message>
        <message>
            <source>Cannot load the runs: %1</source>
            <translation>无法加载运行记录：%1</translation>
        </message>
        <message>
            <source>No database is open: use File ▸ Open database.</source>
            <translation>没有打开数据库：请使用 文件 ▸ 打开数据库。</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n run(s) selected on the Runs page can be compared: they are implausible (their samples cannot be true) or no longer in the database.</source>
            <translation>
                <numerusform>在运行页面选中的 %n 个运行都无法比较：它们不可信（样本不可能为真）或已不在数据库中。</numerusform>
            </translation>
        </message>
        <message>
            <source>The database has no runs yet: run a campaign on the Campaign page, or open a database with runs (File ▸ Open database).</source>
            <translation>数据库中还没有运行：请在测试活动页面运行一个测试活动，或打开一个含有运行的数据库（文件 ▸ 打开数据库）。</translation>
        </message>
        <message>
            <source>This campaign has no runs to compare yet: its cells are pending or failed (the Runs page lists failed cells and why). Resume it on the Campaign page.</source>
            <translation>此测试活动还没有可比较的运行：其单元尚待运行或已失败（运行页面列出失败的单元及原因）。请在测试活动页面继续它。</translation>
        </message>
        <message numerus="yes">
            <source>The %n run(s) hold no samples, so there is nothing to chart.</source>
            <translation>
                <numerusform>这 %n 个运行没有样本，因此没有可绘制的内容。</numerusform>
            </translation>
        </message>
        <message>
            <source>These two runs are not comparable (%1): a difference between them would not mean anything. Select runs of the same benchmark on the same board.</source>
            <translation>这两个运行不可比较（%1）：它们之间的差异没有意义。请选择同一开发板上同一基准的运行。</translation>
        </message>
        <message>
            <source>Nothing to compare by %1: each benchmark was measured under one %1 only. Choose another 'Group by', or select runs of the same benchmark that differ in %1.</source>
            <translation>按%1无可比较：每个基准测试只在一种%1下测量过。请选择另一个“分组依据”，或选择%1不同的同一基准的运行。</translation>
        </message>
        <message>
            <source>Nothing to compare by %1: every run has the same %1. Choose a 'Group by' condition that differs among these runs.</source>
            <translation>按%1无可比较：所有运行的%1都相同。请选择在这些运行之间有差异的“分组依据”条件。</translation>
        </message>
        <message>
            <source>No chart fits these runs: a chart needs at least one benchmark with samples.</source>
            <translation>没有适合这些运行的图表：图表至少需要一个带样本的基准。</translation>
        </message>
        <message>
            <source>Write the report into folder</source>
            <translation>把报告写入文件夹</translation>
        </message>
        <message>
            <source>The report reads one database: choose sources of this database only, or write the report of each database with cyclelab-cli report --db FILE.</source>
            <translation>报告只读取一个数据库：请只选择本数据库的来源，或用 cyclelab-cli report --db FILE 分别为每个数据库撰写报告。</translation>
        </message>
        <message>
            <source>Writing the report into %1…</source>
            <translation>正在把报告写入 %1…</translation>
        </message>
        <message numerus="yes">
            <source>Report written: %1 (%n run(s), %2 chart(s)).</source>
            <translation>
                <numerusform>报告已写出：%1（%n 个运行，%2 张图表）。</numerusform>
            </translation>
        </message>
        <message>
            <source>The report could not be written: %1</source>
            <translation>无法写出报告：%1</translation>
        </message>
    </context>
    <context>
        <name>ConditionTips</name>
        <message>
            <source>Core clock (cpuHz) the firmware configured before measuring. Cycle counts are mostly independent of it, but times in ns scale with 1/cpuHz, and flash wait states change with it, so kernel rankings can flip between frequency tiers.</source>
            <translation>固件在测量前设置的内核时钟（cpuHz）。周期数基本与它无关，但以纳秒计的时间按 1/cpuHz 缩放，而且 Flash 等待周期会随它变化，所以内核排名可能在不同频率档位之间发生翻转。</translation>
        </message>
        <message>
            <source>Flash wait states: extra CPU cycles per flash access that the flash interface needs at this core clock. More wait states make code that runs from flash slower in cycles; the prefetch buffer and caches hide part of it.</source>
            <translation>Flash 等待周期：在此内核时钟下，Flash 接口每次访问需要额外插入的 CPU 周期数。等待周期越多，从 Flash 执行的代码按周期计就越慢；预取缓冲和缓存能掩盖其中一部分。</translation>
        </message>
        <message>
            <source>Compiler optimisation level the firmware image was built with (-O0, -O1, -O2, -O3, -Os). It changes both the kernel's code and the benchmark harness, so compare kernels only at the same level.</source>
            <translation>构建固件镜像时使用的编译器优化等级（-O0、-O1、-O2、-O3、-Os）。它同时影响内核代码和基准测试框架，因此只应在相同等级下比较内核。</translation>
        </message>
        <message>
            <source>Kernel configuration profile. 'default' is the vendor's stock configuration (statistics, tracing hooks and checks as shipped); 'minimal' keeps only the scheduler, synchronisation and memory features the benchmarks need. Hidden features in the default profile show up as extra cycles.</source>
            <translation>内核配置档。“default”是厂商的原始配置（保留出厂时的统计、跟踪钩子和检查）；“minimal”只保留基准测试需要的调度、同步和内存功能。默认配置中隐藏的功能会表现为额外的周期。</translation>
        </message>
        <message>
            <source>Which counter produced the cycle samples: 'dwt' is the Cortex-M DWT cycle counter (one count per core cycle); 'systick' or 'tim2'/'tim5' are fallbacks when DWT is missing (QEMU does not emulate DWT), counting at the rate shown as cycleHz. On the virtual bench a cycle is a QEMU -icount instruction slot: no exception entry, pipeline stalls or flash wait states, so virtual cycles are not hardware cycles.</source>
            <translation>周期样本由哪个计数器产生：“dwt”是 Cortex-M 的 DWT 周期计数器（每个内核周期计一次）；没有 DWT 时（QEMU 不模拟 DWT）以“systick”或“tim2”/“tim5”代替，按 cycleHz 所示频率计数。在虚拟测试台上，一个周期是 QEMU -icount 的一个指令槽：没有异常进入、流水线停顿或闪存等待周期，因此虚拟周期不是硬件周期。</translation>
        </message>
        <message>
            <source>Logic analyzer sample rate, as the capture really had it. One sample period (1/rate) is the resolution of a pulse width and the first term of the tolerance within which the cycle counter and the analyzer must agree. A rate the virtual analyzer cannot capture exactly is refused when the campaign is planned.</source>
            <translation>逻辑分析仪的实际采样率。一个采样周期（1/采样率）是脉冲宽度的分辨率，也是周期计数器与分析仪必须在其内一致的容差的第一项。虚拟分析仪无法精确采集的采样率会在规划测试活动时被拒绝。</translation>
        </message>
        <message>
            <source>Cross-validation of the cycle counter against the logic analyzer, sample by sample, after subtracting the GPIO toggle overhead. The tolerance is one analyzer sample + 2 counter cycles + declared jitter + the clocks' ppm (the board's crystal and the analyzer's timebase, 0 on the virtual bench, where one clock drives both). Rules apply in order (docs/VALIDATION.md), the first that fires decides. 'fail': a harness that costs more than the image's code on one side (virtual bench), or the channels disagree: a systematic offset, a disagreement on one side only (whatever its share), pulses lost inside the window, a stopped or constant counter, or fewer than 99% of the pairs agreeing. 'inconclusive': only what cannot be decided (rates or toggle overhead unknown, no samples or pulses, an analyzer too slow for the operation, too few pairs). 'pass': none of these. A run whose samples cannot be true (negative, longer than the run, 0 for real work) is 'implausible' and never shown as a result.</source>
            <translation>在减去 GPIO 翻转开销后，逐样本地用逻辑分析仪交叉验证周期计数器。容差为一个分析仪采样周期 + 2 个计数器周期 + 声明的抖动 + 时钟的 ppm（开发板晶振和分析仪时基；在虚拟测试台上为 0，因为两者由同一时钟驱动）。规则按顺序应用（docs/VALIDATION.md），第一条触发的规则决定结果。“失败”：测量框架在某一侧的开销超过镜像代码（虚拟测试台），或两个通道不一致：系统性偏移、只在一侧的不一致（无论占比多少）、窗口内丢失脉冲、计数器停止或恒定，或一致的配对少于 99%。“不确定”：仅限无法判定的情况（频率或翻转开销未知、没有样本或脉冲、分析仪对该操作太慢、配对太少）。“通过”：以上皆无。样本不可能为真（负数、长于运行本身、实际工作却为 0）的运行为“不可信”，永远不会作为结果显示。</translation>
        </message>
        <message>
            <source>RTOS kernel the firmware was built with. 'refkernel' is CycleLab's own reference kernel; other kernels are built from sources you supply.</source>
            <translation>构建固件所用的 RTOS 内核。“refkernel”是 CycleLab 自带的参考内核；其他内核由你提供的源码构建。</translation>
        </message>
        <message>
            <source>Measured iterations per benchmark, all kept. Min is the ideal path, the median is typical, max and high percentiles show jitter. Some benchmarks cap the count (tick_accuracy measures 10 ms delays).</source>
            <translation>每项基准测试的测量迭代次数，全部保留。最小值代表理想路径，中位数代表典型情况，最大值和高百分位数反映抖动。部分基准测试会限制次数（tick_accuracy 测量的是 10 ms 延时）。</translation>
        </message>
        <message>
            <source>Iterations run before sampling starts and then discarded, so caches, the flash prefetch buffer and the scheduler are in their steady state.</source>
            <translation>在开始采样前运行并丢弃的迭代，使缓存、Flash 预取缓冲和调度器进入稳定状态。</translation>
        </message>
        <message>
            <source>The kernel operation measured, with its parameters. 'baseline' (an empty operation in the identical harness) always runs first: its cost is subtracted from every sample and it calibrates the GPIO toggle overhead.</source>
            <translation>被测量的内核操作及其参数。“baseline”（在完全相同的测试框架中执行空操作）总是最先运行：它的开销会从每个样本中扣除，并用于校准 GPIO 翻转开销。</translation>
        </message>
        <message>
            <source>Board profile: the microcontroller, its clock tiers, UART, probe and marker pins and how it is flashed. Virtual boards run the firmware in QEMU with a virtual logic analyzer.</source>
            <translation>开发板配置：微控制器、时钟档位、UART、探测和标记引脚以及烧录方式。虚拟开发板在 QEMU 中运行固件，并配有虚拟逻辑分析仪。</translation>
        </message>
    </context>
    <context>
        <name>CoreText</name>
        <message>
            <source>pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>fail</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>inconclusive</source>
            <translation>无法判定</translation>
        </message>
        <message>
            <source>not validated</source>
            <translation>未验证</translation>
        </message>
        <message>
            <source>%1: </source>
            <translation>%1：</translation>
        </message>
        <message>
            <source>%1: %2: </source>
            <translation>%1：%2：</translation>
        </message>
        <message>
            <source>%1:%2:%3: </source>
            <translation>%1:%2:%3：</translation>
        </message>
        <message>
            <source>%1: is a directory: give the campaign file (.toml or .json)</source>
            <translation>%1: 是一个目录：请给出测试活动文件（.toml 或 .json）</translation>
        </message>
        <message>
            <source>%1: cannot open the campaign file (check the path)</source>
            <translation>%1: 无法打开测试活动文件（请检查路径）</translation>
        </message>
        <message>
            <source>%1: cannot read the campaign file</source>
            <translation>%1: 无法读取测试活动文件</translation>
        </message>
        <message>
            <source>%1: larger than %2 KiB: this is not a campaign file</source>
            <translation>%1: 大于 %2 KiB：这不是测试活动文件</translation>
        </message>
        <message>
            <source>%1: unknown campaign file type: use .toml or .json</source>
            <translation>%1: 未知的测试活动文件类型：请使用 .toml 或 .json</translation>
        </message>
        <message>
            <source>not valid JSON: %1</source>
            <translation>不是有效的 JSON：%1</translation>
        </message>
        <message>
            <source>appears twice in one object: keep one</source>
            <translation>在同一个对象中出现两次：请只保留一个</translation>
        </message>
        <message>
            <source>expected a table/object at the top level</source>
            <translation>顶层应为表/对象</translation>
        </message>
        <message>
            <source>unknown field (known: name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed)</source>
            <translation>未知字段（已知字段：name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed）</translation>
        </message>
        <message>
            <source>unknown field: did you mean '%1'? (known: name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed)</source>
            <translation>未知字段：您是指 '%1' 吗？（已知字段：name, board, kernels, profiles, opts, cpu_hz, benchmarks, samples, warmup, analyzer_samplerate_hz, analyzer_phase_seed）</translation>
        </message>
        <message>
            <source>required: a board profile id such as "qemu-f405"</source>
            <translation>必填：开发板配置 id，例如 "qemu-f405"</translation>
        </message>
        <message>
            <source>expected an array of kernel ids or "available"</source>
            <translation>应为内核 id 数组或 "available"</translation>
        </message>
        <message>
            <source>'%1' is not a profile (default, minimal)</source>
            <translation>'%1' 不是配置档（default, minimal）</translation>
        </message>
        <message>
            <source>'%1' is not an optimisation level (O0 O1 O2 O3 Os)</source>
            <translation>'%1' 不是优化等级（O0 O1 O2 O3 Os）</translation>
        </message>
        <message>
            <source>expected an array of frequencies in Hz</source>
            <translation>应为以 Hz 为单位的频率数组</translation>
        </message>
        <message>
            <source>expected a whole number of Hz from 1 to %1, got %2</source>
            <translation>应为 1 到 %1 之间的整数 Hz，实际为 %2</translation>
        </message>
        <message>
            <source>expected a samplerate in Hz from 1000 to 1e11, got %1</source>
            <translation>应为 1000 到 1e11 Hz 之间的采样率，实际为 %1</translation>
        </message>
        <message>
            <source>expected a string</source>
            <translation>应为字符串</translation>
        </message>
        <message>
            <source>expected a non-empty array of strings</source>
            <translation>应为非空字符串数组</translation>
        </message>
        <message>
            <source>has %1 entries; at most %2 are allowed</source>
            <translation>有 %1 项；最多允许 %2 项</translation>
        </message>
        <message>
            <source>the same as %1: list each value once</source>
            <translation>与 %1 相同：每个值只列一次</translation>
        </message>
        <message>
            <source>is %1 bytes long; at most %2 are allowed</source>
            <translation>长 %1 字节；最多允许 %2 字节</translation>
        </message>
        <message>
            <source>expected a whole number from 0 to 2^53 (the seed of the virtual analyzer's independent sample phase), got %1</source>
            <translation>应为 0 到 2^53 之间的整数（虚拟分析仪独立采样相位的种子），实际为 %1</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2</source>
            <translation>应为 %1 到 %2 之间的整数</translation>
        </message>
        <message>
            <source>expected "all" or a non-empty array of benchmark ids or tables { id = "...", params = { ... } }</source>
            <translation>应为 "all"，或由基准测试 id 或表 { id = "...", params = { ... } } 组成的非空数组</translation>
        </message>
        <message>
            <source>unknown field (a benchmark table has 'id' and 'params')</source>
            <translation>未知字段（基准测试表只有 'id' 和 'params'）</translation>
        </message>
        <message>
            <source>expected a table of name = value</source>
            <translation>应为 name = value 形式的表</translation>
        </message>
        <message>
            <source>expected a benchmark id or a table with an 'id' string</source>
            <translation>应为基准测试 id，或含 'id' 字符串的表</translation>
        </message>
        <message>
            <source>'%1' is the same as benchmarks[%2]: list each benchmark once</source>
            <translation>'%1' 与 benchmarks[%2] 相同：每个基准测试只列一次</translation>
        </message>
        <message>
            <source>unknown %1 '%2' (valid: %3)</source>
            <translation>未知的%1 '%2'（有效值：%3）</translation>
        </message>
        <message>
            <source>unknown %1 '%2': did you mean %3? (valid: %4)</source>
            <translation>未知的%1 '%2'：您是指 %3 吗？（有效值：%4）</translation>
        </message>
        <message>
            <source>benchmark</source>
            <translation>基准</translation>
        </message>
        <message>
            <source>board profile</source>
            <translation>开发板配置</translation>
        </message>
        <message>
            <source>'%1' has no parameter '%2'</source>
            <translation>'%1' 没有参数 '%2'</translation>
        </message>
        <message>
            <source>'%1' is not allowed (allowed: %2)</source>
            <translation>'%1' 不被允许（允许：%2）</translation>
        </message>
        <message>
            <source>campaign '%1' is for board '%2', not '%3'</source>
            <translation>测试活动 '%1' 针对开发板 '%2'，而不是 '%3'</translation>
        </message>
        <message>
            <source>samples: %1 is above the %2 samples '%3' can hold per run: use at most %2</source>
            <translation>samples: %1 超过了 '%3' 每次运行能保存的 %2 个样本：最多使用 %2</translation>
        </message>
        <message>
            <source>board '%1' lists no clock tiers</source>
            <translation>开发板 '%1' 没有列出时钟档位</translation>
        </message>
        <message>
            <source>cpu_hz[%1]: %2 Hz is not a clock tier of '%3' (tiers: %4)</source>
            <translation>cpu_hz[%1]: %2 Hz 不是 '%3' 的时钟档位（档位：%4）</translation>
        </message>
        <message>
            <source>campaign '%1' has an empty axis (kernels, profiles, opts or benchmarks)</source>
            <translation>测试活动 '%1' 有一个空的维度（kernels、profiles、opts 或 benchmarks）</translation>
        </message>
        <message>
            <source>missing (required)</source>
            <translation>缺失（必填）</translation>
        </message>
        <message>
            <source>expected a non-empty string</source>
            <translation>应为非空字符串</translation>
        </message>
        <message>
            <source>expected an integer %1..%2</source>
            <translation>应为 %1..%2 之间的整数</translation>
        </message>
        <message>
            <source>expected a 32-bit address such as "0x40020018"</source>
            <translation>应为 32 位地址，例如 "0x40020018"</translation>
        </message>
        <message>
            <source>unknown field (check its spelling against resources/boards/README.md)</source>
            <translation>未知字段（请对照 resources/boards/README.md 检查拼写）</translation>
        </message>
        <message>
            <source>expected an object { ... }</source>
            <translation>应为对象 { ... }</translation>
        </message>
        <message>
            <source>'%1' is not a signal name such as PROBE</source>
            <translation>'%1' 不是信号名（例如 PROBE）</translation>
        </message>
        <message>
            <source>'%1' is not a pin such as PA0 .. PK15</source>
            <translation>'%1' 不是引脚名（例如 PA0 .. PK15）</translation>
        </message>
        <message>
            <source>expected "RV32VIRT" or "ESP32C3" (the RISC-V families firmware/boards/rv32virt and firmware/boards/esp32c3 support)</source>
            <translation>应为 "RV32VIRT" 或 "ESP32C3"（firmware/boards/rv32virt 和 firmware/boards/esp32c3 支持的 RISC-V 系列）</translation>
        </message>
        <message>
            <source>expected "F1" or "F4" (the families firmware/boards/common supports)</source>
            <translation>应为 "F1" 或 "F4"（firmware/boards/common 支持的系列）</translation>
        </message>
        <message>
            <source>expected an optimisation level such as "O2"</source>
            <translation>应为优化等级，例如 "O2"</translation>
        </message>
        <message>
            <source>expected "default" or "minimal"</source>
            <translation>应为 "default" 或 "minimal"</translation>
        </message>
        <message>
            <source>must differ from setAddress: the virtual analyzer tells edges apart by store address</source>
            <translation>必须与 setAddress 不同：虚拟逻辑分析仪按写入地址区分边沿</translation>
        </message>
        <message>
            <source>expected a non-empty array (first entry = default tier)</source>
            <translation>应为非空数组（第一项为默认档位）</translation>
        </message>
        <message>
            <source>expected an object {"cpuHz": ..., "flashWaitStates": ...}</source>
            <translation>应为对象 {"cpuHz": ..., "flashWaitStates": ...}</translation>
        </message>
        <message>
            <source>duplicate tier %1 Hz</source>
            <translation>重复的时钟档位 %1 Hz</translation>
        </message>
        <message>
            <source>expected one of %1</source>
            <translation>应为以下之一：%1</translation>
        </message>
        <message>
            <source>unknown setting for %1 (see resources/boards/README.md)</source>
            <translation>%1 的未知设置（见 resources/boards/README.md）</translation>
        </message>
        <message>
            <source>expected a JSON object { ... }</source>
            <translation>应为 JSON 对象 { ... }</translation>
        </message>
        <message>
            <source>'%1' must match the file name (%2.json)</source>
            <translation>'%1' 必须与文件名（%2.json）一致</translation>
        </message>
        <message>
            <source>expected "arm" (default) or "riscv32"</source>
            <translation>应为 "arm"（默认）或 "riscv32"</translation>
        </message>
        <message>
            <source>expected a Cortex-M core such as "cortex-m4" (or set "architecture": "riscv32")</source>
            <translation>应为 Cortex-M 内核，例如 "cortex-m4"（或设置 "architecture": "riscv32"）</translation>
        </message>
        <message>
            <source>expected a RV32 core such as "rv32imc"</source>
            <translation>应为 RV32 内核，例如 "rv32imc"</translation>
        </message>
        <message>
            <source>must differ from probe.analyzerChannel</source>
            <translation>必须与 probe.analyzerChannel 不同</translation>
        </message>
        <message>
            <source>expected QEMU machine properties without spaces, such as "aclint=on"</source>
            <translation>应为不含空格的 QEMU 机器属性，例如 "aclint=on"</translation>
        </message>
        <message>
            <source>missing: a board flashed by "%1" needs {"machine": ..., "icountShift": ...}</source>
            <translation>缺失：由 "%1" 烧录的开发板需要 {"machine": ..., "icountShift": ...}</translation>
        </message>
        <message>
            <source>only virtual boards (flasher.tool "qemu") have a qemu section</source>
            <translation>只有虚拟开发板（flasher.tool 为 "qemu"）才有 qemu 部分</translation>
        </message>
        <message>
            <source>expected a number 0..1000 (the crystal's tolerance in ppm, 0 on a virtual board)</source>
            <translation>应为 0..1000 之间的数（晶振容差，单位 ppm；虚拟开发板为 0）</translation>
        </message>
        <message>
            <source>more than one core is supported on RISC-V virtual boards only (QEMU virt -smp); remove the field</source>
            <translation>仅 RISC-V 虚拟开发板（QEMU virt -smp）支持多个核心；请删除该字段</translation>
        </message>
        <message>
            <source>expected a non-empty array of image name patterns</source>
            <translation>应为非空的镜像名称模式数组</translation>
        </message>
        <message>
            <source>%1: cannot open board profile (%2)</source>
            <translation>%1：无法打开开发板配置（%2）</translation>
        </message>
        <message>
            <source>%1: not valid JSON (%2)</source>
            <translation>%1：不是有效的 JSON（%2）</translation>
        </message>
        <message>
            <source>board profile folder %1 does not exist; set CYCLELAB_BOARDS_DIR or reinstall CycleLab</source>
            <translation>开发板配置文件夹 %1 不存在；请设置 CYCLELAB_BOARDS_DIR 或重新安装 CycleLab</translation>
        </message>
        <message>
            <source>%1: id: '%2' is also used by %3</source>
            <translation>%1：id：'%2' 也被 %3 使用</translation>
        </message>
        <message>
            <source>board profile folder %1 holds no *.json profile</source>
            <translation>开发板配置文件夹 %1 中没有 *.json 配置</translation>
        </message>
        <message>
            <source>%1: cannot open; build the firmware first</source>
            <translation>%1：无法打开；请先构建固件</translation>
        </message>
        <message>
            <source>%1: expected an array of images</source>
            <translation>%1：应为镜像数组</translation>
        </message>
        <message>
            <source>%1: [%2]: %3</source>
            <translation>%1：[%2]：%3</translation>
        </message>
        <message>
            <source>%1: noPort: %2; rebuild the firmware</source>
            <translation>%1：noPort：%2；请重新构建固件</translation>
        </message>
        <message>
            <source>%1: no firmware manifest here; build the firmware (cmake --build) or pass the images directory with --images</source>
            <translation>%1：此处没有固件清单；请构建固件（cmake --build），或用 --images 指定镜像目录</translation>
        </message>
        <message>
            <source>%1: not valid JSON (%2); rebuild the firmware</source>
            <translation>%1：不是有效的 JSON（%2）；请重新构建固件</translation>
        </message>
        <message>
            <source>%1: images[%2]: bad profile or opt value</source>
            <translation>%1：images[%2]：配置档或优化等级的取值无效</translation>
        </message>
        <message>
            <source>%1: images[%2]: %3; rebuild the firmware</source>
            <translation>%1：images[%2]：%3；请重新构建固件</translation>
        </message>
        <message>
            <source>%1: images[%2]: %3</source>
            <translation>%1：images[%2]：%3</translation>
        </message>
        <message>
            <source>%1: notBuilt: bad profile value</source>
            <translation>%1：notBuilt：配置档的取值无效</translation>
        </message>
        <message>
            <source>%1: notBuilt: %2</source>
            <translation>%1：notBuilt：%2</translation>
        </message>
        <message>
            <source>%1 would overflow by %2 bytes</source>
            <translation>%1 将溢出 %2 字节</translation>
        </message>
        <message>
            <source>%1 (%2 profile) does not fit %3: %4; choose a larger board or the other profile</source>
            <translation>%1（%2 配置档）放不进 %3：%4；请选择更大的开发板或另一个配置档</translation>
        </message>
        <message>
            <source>no firmware image for %1 at %2 MHz in %3%4; external kernels need their source path at configure time (firmware/PORTING.md)</source>
            <translation>%3 中没有 %1 在 %2 MHz 下的固件镜像%4；外部内核需要在配置时给出其源码路径（firmware/PORTING.md）</translation>
        </message>
        <message>
            <source> (none for this board)</source>
            <translation>（此开发板一个也没有）</translation>
        </message>
        <message>
            <source> (have: %1)</source>
            <translation>（已有：%1）</translation>
        </message>
        <message>
            <source>kernels = "available": %1 has no images for board %2</source>
            <translation>kernels = "available"：%1 中没有开发板 %2 的镜像</translation>
        </message>
        <message>
            <source>%1 has no Thread-Metric tests (%2): configure with -DTHREADX_PATH=&lt;threadx checkout&gt;; kernels with a Thread-Metric port: refkernel, freertos, threadx (docs/THREAD_METRIC.md)</source>
            <translation>%1 不含 Thread-Metric 测试（%2）：请用 -DTHREADX_PATH=&lt;threadx checkout&gt; 进行配置；有 Thread-Metric 移植的内核：refkernel、freertos、threadx（docs/THREAD_METRIC.md）</translation>
        </message>
        <message>
            <source>%1 has no cross-core benchmarks (%2): they need a board with two harts (qemu-rv32-smp) and an SMP kernel: freertos, configured with -DFREERTOS_COMMUNITY_PORTS_PATH=&lt;checkout&gt; and a FreeRTOS-Kernel after V11.1.0, or nuttx, configured with -DNUTTX_PATH and -DNUTTX_APPS_PATH (firmware/kernels.lock)</source>
            <translation>%1 不含跨核基准测试（%2）：它们需要有两个 hart 的开发板（qemu-rv32-smp）和 SMP 内核：用 -DFREERTOS_COMMUNITY_PORTS_PATH=&lt;checkout&gt; 配置且 FreeRTOS-Kernel 晚于 V11.1.0 的 freertos，或用 -DNUTTX_PATH 和 -DNUTTX_APPS_PATH 配置的 nuttx（firmware/kernels.lock）</translation>
        </message>
        <message>
            <source>%1 cannot run on %2 (%3): %4; kernels with images for %2: %5</source>
            <translation>%1 无法在 %2（%3）上运行：%4；有 %2 镜像的内核：%5</translation>
        </message>
        <message>
            <source>none in %1</source>
            <translation>%1 中没有</translation>
        </message>
        <message>
            <source>%1 holds no shard of a campaign: give the databases that `cyclelab-cli run --shard K/N` wrote</source>
            <translation>%1 中没有测试活动的分片：请给出 `cyclelab-cli run --shard K/N` 写出的数据库</translation>
        </message>
        <message>
            <source>%1 holds %2 campaign shards: give one database per shard (run each shard with its own --db)</source>
            <translation>%1 中有 %2 个测试活动分片：每个分片请给一个数据库（每个分片用各自的 --db 运行）</translation>
        </message>
        <message>
            <source>%1 is a shard of another campaign ('%2', identity %3) than %4 ('%5', identity %6): merge only the shards of one campaign (same campaign file, same images)</source>
            <translation>%1 与 %4（'%5'，标识 %6）属于不同测试活动的分片（'%2'，标识 %3）：只能合并同一测试活动的分片（相同的测试活动文件、相同的镜像）</translation>
        </message>
        <message>
            <source>%1 is shard %2, %3 shard %4: the shards of one merge must split the campaign the same way (the same N in --shard K/N)</source>
            <translation>%1 是分片 %2，%3 是分片 %4：一次合并的各分片必须以相同方式拆分测试活动（--shard K/N 中的 N 相同）</translation>
        </message>
        <message>
            <source>shard %1 comes twice: %2 and %3: give each shard once</source>
            <translation>分片 %1 出现了两次：%2 和 %3：每个分片只给一次</translation>
        </message>
        <message>
            <source>%1: run %2 is of cell %3, which is not in shard %4: this database was not written by one shard</source>
            <translation>%1：运行 %2 属于单元 %3，而该单元不在分片 %4 中：此数据库不是由单个分片写出的</translation>
        </message>
        <message>
            <source>merge: give the output database and at least one shard database</source>
            <translation>merge：请给出输出数据库和至少一个分片数据库</translation>
        </message>
        <message>
            <source>%1 already exists: merge writes a new database; give another name or remove it first</source>
            <translation>%1 已存在：merge 会写出一个新数据库；请换一个名字或先删除它</translation>
        </message>
        <message>
            <source>%1 appeared while merging: nothing was written to it; give another name</source>
            <translation>合并期间出现了 %1：未向其写入任何内容；请换一个名字</translation>
        </message>
        <message>
            <source>cannot rename %1 to %2: %3</source>
            <translation>无法将 %1 重命名为 %2：%3</translation>
        </message>
        <message>
            <source>the firmware images in %1 have none for board %2: build the firmware for it or choose another board</source>
            <translation>%1 中的固件镜像没有开发板 %2 的：请为它构建固件，或选择其他开发板</translation>
        </message>
        <message>
            <source>--jobs %1: give a number of cells to run at once (1 or more)</source>
            <translation>--jobs %1：请给出同时运行的单元数（1 或更多）</translation>
        </message>
        <message>
            <source>--jobs %1: board '%2' is a real board, one bench: its cells run one after the other (leave --jobs out or give 1)</source>
            <translation>--jobs %1：开发板 '%2' 是真实开发板，只有一个测试台：其单元依次运行（请省略 --jobs 或给 1）</translation>
        </message>
        <message>
            <source>shard %1/%2: give K/N with 1 &lt;= K &lt;= N (shard K of N)</source>
            <translation>分片 %1/%2：请给出满足 1 &lt;= K &lt;= N 的 K/N（N 个分片中的第 K 个）</translation>
        </message>
        <message>
            <source>campaign analyzer_samplerate_hz: </source>
            <translation>测试活动 analyzer_samplerate_hz：</translation>
        </message>
        <message>
            <source>campaign %1 is for board '%2', the bench has '%3'</source>
            <translation>测试活动 %1 用于开发板 '%2'，而测试台上是 '%3'</translation>
        </message>
        <message>
            <source>board %1 keeps at most %2 samples per run; %3 were asked (lower 'samples')</source>
            <translation>开发板 %1 每次运行最多保存 %2 个样本；请求了 %3 个（请调低 'samples'）</translation>
        </message>
        <message>
            <source>unexpected error: %1</source>
            <translation>意外错误：%1</translation>
        </message>
        <message>
            <source>the target reports %1=%2 but image %3 has %1=%4: the flash did not take, or the wrong board is connected</source>
            <translation>目标报告 %1=%2，但镜像 %3 的 %1=%4：烧录没有生效，或连接了错误的开发板</translation>
        </message>
        <message>
            <source>; the target is %1</source>
            <translation>；目标状态：%1</translation>
        </message>
        <message>
            <source>%1: stopping so that no cell is measured twice</source>
            <translation>%1：停止运行，以免任何单元被测量两次</translation>
        </message>
        <message>
            <source>%1: cannot save the campaign file: %2</source>
            <translation>%1：无法保存测试活动文件：%2</translation>
        </message>
        <message>
            <source>cell %1 (%2) was measured but could not be stored: %3. Nothing of it was stored; run the campaign again with --resume to measure it and the cells after it</source>
            <translation>单元 %1（%2）已测量，但无法保存：%3。该单元的内容均未保存；请用 --resume 再次运行测试活动，以测量它及其后的单元</translation>
        </message>
        <message>
            <source>cell %1 stopped; its %2 finished benchmarks could not be stored (%3): --resume measures them again</source>
            <translation>单元 %1 已停止；其已完成的 %2 项基准测试无法保存（%3）：--resume 会重新测量它们</translation>
        </message>
        <message>
            <source>cell %1 stopped: %2 finished benchmarks stored; --resume measures only the others</source>
            <translation>单元 %1 已停止：已保存 %2 项已完成的基准测试；--resume 只测量其余的</translation>
        </message>
        <message>
            <source>flashing %1</source>
            <translation>正在烧录 %1</translation>
        </message>
        <message>
            <source>target up: %1 %2 %3, cycle source %4 at %5 Hz</source>
            <translation>目标已启动：%1 %2 %3，周期计数源 %4，频率 %5 Hz</translation>
        </message>
        <message>
            <source>capture: %1 samples at %2 Hz, %3 marker windows</source>
            <translation>采集：%2 Hz 下 %1 个采样，%3 个标记窗口</translation>
        </message>
        <message>
            <source>flash</source>
            <translation>烧录</translation>
        </message>
        <message>
            <source>serial link and protocol</source>
            <translation>串口链路与协议</translation>
        </message>
        <message>
            <source>cycle source and core clock (firmware)</source>
            <translation>周期计数源与内核时钟（固件）</translation>
        </message>
        <message>
            <source>flash wait states (measured vs configured)</source>
            <translation>闪存等待周期（实测与配置）</translation>
        </message>
        <message>
            <source>core clock (analyzer)</source>
            <translation>内核时钟（分析仪）</translation>
        </message>
        <message>
            <source>probe and marker channels</source>
            <translation>探针与标记通道</translation>
        </message>
        <message>
            <source>analyzer rate vs shortest benchmark</source>
            <translation>分析仪采样率与最短基准测试</translation>
        </message>
        <message>
            <source>%1 via %2</source>
            <translation>%1，通过 %2</translation>
        </message>
        <message>
            <source>%1; check the adapter's RX on the board's %2 and TX on %3, common ground, and %4 baud</source>
            <translation>%1；请检查适配器的 RX 是否接在开发板的 %2 上、TX 是否接在 %3 上，是否共地，以及波特率是否为 %4</translation>
        </message>
        <message>
            <source>HELLO from board %1 build %2, expected %3 build %4: the flash did not take, or another board answers on this port</source>
            <translation>收到开发板 %1（构建 %2）的 HELLO，预期为 %3（构建 %4）：烧录没有生效，或此端口上应答的是另一块开发板</translation>
        </message>
        <message>
            <source>HELLO protocol %1.%2 from %3 %4 build %5</source>
            <translation>HELLO 协议 %1.%2，来自 %3 %4，构建 %5</translation>
        </message>
        <message>
            <source>%1 at %2%3, core %4%5</source>
            <translation>%1 频率 %2%3，内核 %4%5</translation>
        </message>
        <message>
            <source> (fallback counter: the core has no working DWT)</source>
            <translation>（后备计数器：该内核没有可用的 DWT）</translation>
        </message>
        <message>
            <source> from %1</source>
            <translation>，来自 %1</translation>
        </message>
        <message>
            <source>the firmware does not measure them (configured %1)</source>
            <translation>固件不测量等待周期（配置为 %1）</translation>
        </message>
        <message>
            <source>%1 measured = %2 configured</source>
            <translation>实测 %1 = 配置 %2</translation>
        </message>
        <message>
            <source>%1: %2 probe pulses for %3 samples%4</source>
            <translation>%1：%3 个样本对应 %2 个探针脉冲%4</translation>
        </message>
        <message>
            <source> (%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <source>%1; check the wires: %2, and a common ground</source>
            <translation>%1；请检查接线：%2，以及是否共地</translation>
        </message>
        <message>
            <source>probe %1 on channel %2, marker %3 on channel %4</source>
            <translation>探针 %1 接通道 %2，标记 %3 接通道 %4</translation>
        </message>
        <message>
            <source>%1: one pulse per sample in every marker window</source>
            <translation>%1：每个标记窗口内每个样本对应一个脉冲</translation>
        </message>
        <message>
            <source>needs the probe pulses</source>
            <translation>需要探针脉冲</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>没有任何信号</translation>
        </message>
        <message>
            <source> (%1: %2 pulses of known cycle counts)</source>
            <translation>（%1：%2 个已知周期数的脉冲）</translation>
        </message>
        <message>
            <source>the analyzer sees %1, the firmware counts at %2%3: the PLL runs at another frequency than the image assumes (check the crystal frequency and the clock tier) or the analyzer's rate is off</source>
            <translation>分析仪看到 %1，固件按 %2 计数%3：PLL 运行在与镜像假设不同的频率上（请检查晶振频率和时钟档位），或分析仪的采样率有偏差</translation>
        </message>
        <message>
            <source>%1 seen, %2 counted%3</source>
            <translation>看到 %1，计数 %2%3</translation>
        </message>
        <message>
            <source>no benchmark measured</source>
            <translation>没有测量任何基准测试</translation>
        </message>
        <message>
            <source>%1 (%2 ns): %3</source>
            <translation>%1（%2 ns）：%3</translation>
        </message>
        <message>
            <source>%1 resolves %2 (median %3 ns, %4 samples)</source>
            <translation>%1 能分辨 %2（中位数 %3 ns，%4 个采样）</translation>
        </message>
        <message>
            <source>needs the flash</source>
            <translation>需要先烧录</translation>
        </message>
        <message>
            <source>needs the serial link</source>
            <translation>需要串口链路</translation>
        </message>
        <message>
            <source>no logic analyzer on this bench</source>
            <translation>此测试台没有逻辑分析仪</translation>
        </message>
        <message>
            <source>the captured benchmark run failed: %1</source>
            <translation>带采集的基准测试运行失败：%1</translation>
        </message>
        <message>
            <source>needs the captured run</source>
            <translation>需要带采集的运行</translation>
        </message>
        <message>
            <source>paused before cell %1</source>
            <translation>在单元 %1 之前暂停</translation>
        </message>
        <message>
            <source>, boot %1</source>
            <translation>，第 %1 次启动</translation>
        </message>
        <message>
            <source>cell %1/%2: %3%4</source>
            <translation>单元 %1/%2：%3%4</translation>
        </message>
        <message>
            <source>retrying cell %1%2 after: %3</source>
            <translation>重试单元 %1%2，原因：%3</translation>
        </message>
        <message>
            <source>cell %1, boot %2 done on bench %3; the rest of the cell goes on</source>
            <translation>单元 %1 第 %2 次启动已在测试台 %3 上完成；该单元其余部分继续进行</translation>
        </message>
        <message>
            <source>cell %1 done</source>
            <translation>单元 %1 完成</translation>
        </message>
        <message>
            <source>cell %1 failed: %2</source>
            <translation>单元 %1 失败：%2</translation>
        </message>
        <message>
            <source>%1: %2 takes %3 the cycles of %4 (median %5 vs %6 cycles; Mann–Whitney %7, n %8/%9)</source>
            <translation>%1：%2 耗用的周期数是 %4 的 %3（中位数 %5 对 %6 个周期；Mann–Whitney %7，n %8/%9）</translation>
        </message>
        <message>
            <source>%1: %2 is faster than %3 at %4 (%5 vs %6 cycles) but slower at %7 (%8 vs %9)</source>
            <translation>%1：%2 在 %4 时比 %3 快（%5 对 %6 个周期），但在 %7 时更慢（%8 对 %9）</translation>
        </message>
        <message>
            <source>run %1 %2 (%3): %4, %5</source>
            <translation>运行 %1 %2（%3）：%4，%5</translation>
        </message>
        <message>
            <source>implausible</source>
            <translation>不可信</translation>
        </message>
        <message>
            <source>Only one %1 value: nothing to compare.</source>
            <translation>%1 只有一个取值：没有可比较的。</translation>
        </message>
        <message>
            <source>No rank flip beyond noise (%1 within noise).</source>
            <translation>没有超出噪声的排名翻转（%1 个在噪声以内）。</translation>
        </message>
        <message>
            <source>%1 further flip(s) within noise, not listed.</source>
            <translation>另有 %1 个排名翻转在噪声以内，未列出。</translation>
        </message>
        <message>
            <source>and %1 more in the table below.</source>
            <translation>另有 %1 个，见下表。</translation>
        </message>
        <message>
            <source>Every validated run passes cross-validation.</source>
            <translation>每个经过验证的运行都通过了交叉验证。</translation>
        </message>
        <message>
            <source>Runs that did not pass (%1 of %2)</source>
            <translation>未通过的运行（%2 个中的 %1 个）</translation>
        </message>
        <message>
            <source>the firmware sent no detected=/trials= counts (an image older than the check): nothing was checked</source>
            <translation>固件没有发送 detected=/trials= 计数（镜像早于该检查）：什么也没有检查</translation>
        </message>
        <message>
            <source>no overflow trial ran: nothing was checked</source>
            <translation>没有运行任何栈溢出试验：什么也没有检查</translation>
        </message>
        <message>
            <source>the kernel reported the stack overflow in only %1 of %2 trials: an overflow went unnoticed</source>
            <translation>内核仅在 %2 次试验中的 %1 次报告了栈溢出：有溢出未被发现</translation>
        </message>
        <message>
            <source>the kernel reported the stack overflow in %1 of %2 trials, and the run went on</source>
            <translation>内核在 %2 次试验中的 %1 次报告了栈溢出，且运行继续进行</translation>
        </message>
        <message>
            <source>no timer interrupt was raised on this machine (no usable TIM2): nesting under a high-rate interrupt was not checked</source>
            <translation>此机器上没有产生定时器中断（没有可用的 TIM2）：未检查高频中断下的嵌套</translation>
        </message>
        <message>
            <source>the firmware sent no raised=/handled=/nested= counts (an image older than the check): nothing was checked</source>
            <translation>固件没有发送 raised=/handled=/nested= 计数（镜像早于该检查）：什么也没有检查</translation>
        </message>
        <message>
            <source>the timer raised no interrupt during the run: nothing was checked</source>
            <translation>运行期间定时器没有产生中断：什么也没有检查</translation>
        </message>
        <message>
            <source> (one every %1 µs)</source>
            <translation>（每 %1 µs 一次）</translation>
        </message>
        <message>
            <source>%1 of %2 high-rate timer interrupts%3 were lost (masked or pending too long)</source>
            <translation>%2 个高频定时器中断%3中有 %1 个丢失（被屏蔽或挂起过久）</translation>
        </message>
        <message>
            <source>the timer interrupt nested into the lower-priority ISR in only %1 of %2 samples</source>
            <translation>定时器中断仅在 %2 个样本中的 %1 个中嵌套进了低优先级 ISR</translation>
        </message>
        <message>
            <source>all %1 high-rate timer interrupts%2 handled, nested into the lower-priority ISR in all %3 samples</source>
            <translation>全部 %1 个高频定时器中断%2均已处理，并在全部 %3 个样本中嵌套进了低优先级 ISR</translation>
        </message>
        <message>
            <source>the test's own counter check passed in all %1 periods</source>
            <translation>测试自身的计数器检查在全部 %1 个周期中通过</translation>
        </message>
        <message>
            <source>the test's own counter check failed in %1 of %2 periods (Thread-Metric: every thread within 1 of the average of its counters)</source>
            <translation>测试自身的计数器检查在 %2 个周期中的 %1 个失败（Thread-Metric：每个线程与其计数器平均值相差不超过 1）</translation>
        </message>
        <message>
            <source>DONE tm_err=%1 is not a count</source>
            <translation>DONE tm_err=%1 不是一个计数</translation>
        </message>
        <message>
            <source>%1 is a directory: give the path of a database file</source>
            <translation>%1 是一个目录：请给出数据库文件的路径</translation>
        </message>
        <message>
            <source>cannot read %1 (%2): check the path and its permissions</source>
            <translation>无法读取 %1（%2）：请检查路径及其权限</translation>
        </message>
        <message>
            <source>cannot read %1: check its permissions</source>
            <translation>无法读取 %1：请检查其权限</translation>
        </message>
        <message>
            <source>%1 is not a SQLite database (it does not start with the SQLite header): give a CycleLab database file, or a new file name to create one</source>
            <translation>%1 不是 SQLite 数据库（文件开头没有 SQLite 文件头）：请给出 CycleLab 数据库文件，或给出一个新文件名以创建数据库</translation>
        </message>
        <message>
            <source>%1 is a damaged SQLite database (%2): restore it from a backup, or use another file</source>
            <translation>%1 是已损坏的 SQLite 数据库（%2）：请从备份恢复，或使用其他文件</translation>
        </message>
        <message>
            <source>%1 is a SQLite database of another application, not a CycleLab run store: use another file</source>
            <translation>%1 是其他应用程序的 SQLite 数据库，不是 CycleLab 运行库：请使用其他文件</translation>
        </message>
        <message>
            <source>%1 was written by a newer CycleLab (schema %2, this build supports %3): upgrade CycleLab or use another file</source>
            <translation>%1 由更新版本的 CycleLab 写入（模式 %2，本版本支持 %3）：请升级 CycleLab 或使用其他文件</translation>
        </message>
        <message>
            <source>cannot create %1: disk full while %2 (%3): free space on that disk or choose another location; nothing was left behind</source>
            <translation>无法创建 %1：%2 时磁盘已满（%3）：请释放该磁盘空间或选择其他位置；未留下任何文件</translation>
        </message>
        <message>
            <source>cannot open %1: disk full while %2 (%3): free space on that disk or choose another location</source>
            <translation>无法打开 %1：%2 时磁盘已满（%3）：请释放该磁盘空间或选择其他位置</translation>
        </message>
        <message>
            <source>cannot open %1 (%2): check that its directory exists and is writable</source>
            <translation>无法打开 %1（%2）：请检查其目录是否存在且可写</translation>
        </message>
        <message>
            <source>cannot open %1 while %2: %3</source>
            <translation>%2 时无法打开 %1：%3</translation>
        </message>
        <message>
            <source>%1: no such database file: check the name (a read command never creates one)</source>
            <translation>%1：没有这个数据库文件：请检查文件名（读取命令从不创建数据库）</translation>
        </message>
        <message>
            <source>%1 is empty: it holds no CycleLab runs</source>
            <translation>%1 是空文件：其中没有 CycleLab 运行记录</translation>
        </message>
        <message>
            <source>%1-wal holds changes not yet written into %1, and SQLite cannot read them here: it needs %1-shm, which it cannot create in this read-only directory. Copy the database with its -wal file to a writable directory (or open it once where it is writable, which folds the -wal in) and read that copy</source>
            <translation>%1-wal 中有尚未写入 %1 的更改，SQLite 在此处无法读取：它需要 %1-shm，而在这个只读目录中无法创建该文件。请将数据库连同其 -wal 文件复制到可写目录（或在可写位置打开一次，以合并 -wal），然后读取该副本</translation>
        </message>
        <message>
            <source>cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>%1 has no campaign %2: list the campaigns with `cyclelab-cli runs --db %1`</source>
            <translation>%1 中没有活动 %2：请用 `cyclelab-cli runs --db %1` 列出活动</translation>
        </message>
        <message>
            <source>%1 has no run %2: list the runs with `cyclelab-cli runs --db %1`</source>
            <translation>%1 中没有运行 %2：请用 `cyclelab-cli runs --db %1` 列出运行</translation>
        </message>
        <message>
            <source>%1 has no run %2: nothing was deleted; list the runs with `cyclelab-cli runs --db %1`</source>
            <translation>%1 中没有运行 %2：未删除任何内容；请用 `cyclelab-cli runs --db %1` 列出运行</translation>
        </message>
        <message>
            <source>%1 has no campaign %2</source>
            <translation>%1 中没有活动 %2</translation>
        </message>
        <message>
            <source>%1 has no run %2</source>
            <translation>%1 中没有运行 %2</translation>
        </message>
        <message>
            <source>a campaign's name cannot be empty: give it one</source>
            <translation>活动名称不能为空：请为其命名</translation>
        </message>
        <message>
            <source>campaign %1 in %2 is being run by %3: wait for it to finish, or stop it and run --resume again</source>
            <translation>%2 中的活动 %1 正由 %3 运行：请等待其完成，或停止它后再次运行 --resume</translation>
        </message>
        <message>
            <source>campaign %1 in %2 is no longer claimed by this process</source>
            <translation>%2 中的活动 %1 已不再由本进程占用</translation>
        </message>
        <message>
            <source>campaign %1 in %2 is being run by process %3 on %4: stop it first, then delete the campaign</source>
            <translation>%2 中的活动 %1 正由 %4 上的进程 %3 运行：请先停止它，再删除该活动</translation>
        </message>
        <message>
            <source>%1: campaign %2 has no cell %3</source>
            <translation>%1：活动 %2 中没有单元 %3</translation>
        </message>
        <message>
            <source>%1: campaign %2 has an unreadable spec: %3</source>
            <translation>%1：活动 %2 的规格无法读取：%3</translation>
        </message>
        <message>
            <source>%1: campaign %2 cell %3 already has a stored run of %4 (another process measured it): nothing of this cell was stored again</source>
            <translation>%1：活动 %2 的单元 %3 已存有 %4 的运行（由另一个进程测得）：该单元的内容均未再次存储</translation>
        </message>
        <message>
            <source>cell %1 %2 comes twice (again from %3): each run may come from one shard database only</source>
            <translation>单元 %1 %2 出现了两次（又来自 %3）：每个运行只能来自一个分片数据库</translation>
        </message>
        <message>
            <source>run refers to campaign %1, which does not exist in this database</source>
            <translation>运行引用了活动 %1，但该活动不在此数据库中</translation>
        </message>
        <message>
            <source>%1: %2 failed: %3</source>
            <translation>%1：%2 失败：%3</translation>
        </message>
        <message>
            <source>%1: %2 failed: %3 (another process held the write lock for more than %4 s)</source>
            <translation>%1：%2 失败：%3（另一个进程占用写锁超过 %4 秒）</translation>
        </message>
        <message>
            <source>%1 is damaged (%2): the database file was modified outside CycleLab</source>
            <translation>%1 已损坏（%2）：数据库文件在 CycleLab 之外被修改过</translation>
        </message>
        <message>
            <source>%1: the deletion cannot be undone: the database's schema changed from version %2 to %3 since; nothing was restored</source>
            <translation>%1：无法撤销删除：数据库模式已从版本 %2 变为 %3；未恢复任何内容</translation>
        </message>
        <message>
            <source>%1: the deletion cannot be undone: table %2 no longer has the columns it had; nothing was restored</source>
            <translation>%1：无法撤销删除：表 %2 的列已改变；未恢复任何内容</translation>
        </message>
        <message>
            <source>%1: the deletion cannot be undone: %2 %3 %4 was stored again since (%5); nothing was restored</source>
            <translation>%1：无法撤销删除：%2 %3 %4 此后已被再次存储（%5）；未恢复任何内容</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>required field %1= is missing</source>
            <translation>缺少必需字段 %1=</translation>
        </message>
        <message>
            <source>field %1=%2 is not an unsigned decimal number up to %3</source>
            <translation>字段 %1=%2 不是不超过 %3 的无符号十进制数</translation>
        </message>
        <message>
            <source>field %1 is not key=value</source>
            <translation>字段 %1 不是 key=value 形式</translation>
        </message>
        <message>
            <source>field %1 has an empty key</source>
            <translation>字段 %1 的键为空</translation>
        </message>
        <message>
            <source>key %1 has characters outside [a-z0-9_]</source>
            <translation>键 %1 含有 [a-z0-9_] 以外的字符</translation>
        </message>
        <message>
            <source>field %1= has byte %2; values are printable ASCII without spaces</source>
            <translation>字段 %1= 含有字节 %2；值应为不含空格的可打印 ASCII</translation>
        </message>
        <message>
            <source>field %1= appears twice</source>
            <translation>字段 %1= 出现了两次</translation>
        </message>
        <message>
            <source>field proto=%1 is not a version like 1 or 1.2</source>
            <translation>字段 proto=%1 不是 1 或 1.2 这样的版本号</translation>
        </message>
        <message>
            <source>field params=: %1</source>
            <translation>字段 params=：%1</translation>
        </message>
        <message>
            <source>field n=%1 is outside the chunk limit of 1..%2 samples</source>
            <translation>字段 n=%1 超出每块 1..%2 个样本的限制</translation>
        </message>
        <message>
            <source>field crc=%1 is not 8 hex digits</source>
            <translation>字段 crc=%1 不是 8 位十六进制数</translation>
        </message>
        <message>
            <source>field cores=: expected begin&gt;end:samples pairs joined by '/' (0&gt;1:100/0&gt;0:3)</source>
            <translation>字段 cores=：应为以 '/' 连接的 begin&gt;end:samples 对（0&gt;1:100/0&gt;0:3）</translation>
        </message>
        <message>
            <source>HELLO: the firmware speaks protocol version %1, this host speaks version %2; this image predates the host: rebuild the firmware images and re-flash the board (version 1 images clamped counts below the harness overhead to 0, so their samples cannot be checked)</source>
            <translation>HELLO：固件使用协议版本 %1，本主机使用版本 %2；该镜像早于本主机：请重新构建固件镜像并重新烧录开发板（版本 1 的镜像会把低于测试框架开销的计数截为 0，其样本无法校验）</translation>
        </message>
        <message>
            <source>HELLO: the firmware speaks protocol version %1, this host speaks version %2; flash a firmware built by this CycleLab version or update CycleLab</source>
            <translation>HELLO：固件使用协议版本 %1，本主机使用版本 %2；请烧录由此 CycleLab 版本构建的固件，或更新 CycleLab</translation>
        </message>
        <message>
            <source>line is longer than %1 bytes, the protocol limit; skipped up to the next newline</source>
            <translation>该行超过协议上限 %1 字节；已跳过至下一个换行</translation>
        </message>
        <message>
            <source>%1 line is longer than %2 bytes, the protocol limit; skipped up to the next newline</source>
            <translation>%1 行超过协议上限 %2 字节；已跳过至下一个换行</translation>
        </message>
        <message>
            <source>payload ends inside the varint of sample %1 (offset %2)</source>
            <translation>载荷在样本 %1 的变长整数中间结束（偏移 %2）</translation>
        </message>
        <message>
            <source>payload has %1 at offset %2, which is not in the alphabet</source>
            <translation>载荷在偏移 %2 处含有 %1，不在字母表中</translation>
        </message>
        <message>
            <source>varint of sample %1 at offset %2 is longer than 7 characters</source>
            <translation>偏移 %2 处样本 %1 的变长整数超过 7 个字符</translation>
        </message>
        <message>
            <source>varint of sample %1 at offset %2 does not fit in 32 bits</source>
            <translation>偏移 %2 处样本 %1 的变长整数超出 32 位</translation>
        </message>
        <message>
            <source>payload holds more than the n=%1 samples announced</source>
            <translation>载荷中的样本多于宣告的 n=%1 个</translation>
        </message>
        <message>
            <source>payload holds %1 samples, n= announced %2</source>
            <translation>载荷含 %1 个样本，而 n= 宣告为 %2</translation>
        </message>
        <message>
            <source>entry '%1' is not name:value1/value2/... (params=- when there are none)</source>
            <translation>条目 '%1' 不是 name:value1/value2/... 形式（没有参数时为 params=-）</translation>
        </message>
        <message>
            <source>parameter name '%1' has characters outside [a-z0-9_]</source>
            <translation>参数名 '%1' 含有 [a-z0-9_] 以外的字符</translation>
        </message>
        <message>
            <source>parameter %1 has an empty allowed value</source>
            <translation>参数 %1 有一个空的允许值</translation>
        </message>
        <message>
            <source>the target runs at %1 Hz from %2, not at the %3 Hz its image is built for: the crystal or the PLL did not start (check the crystal, its solder joints and load capacitors, or the board's HSE bypass setting)</source>
            <translation>目标以 %1 Hz 运行（时钟源：%2），而不是其镜像所针对的 %3 Hz：晶振或 PLL 未能启动（请检查晶振、其焊点和负载电容，或开发板的 HSE 旁路设置）</translation>
        </message>
        <message>
            <source>an unnamed source</source>
            <translation>未命名的时钟源</translation>
        </message>
        <message>
            <source>warning: flash wait states measured %1, configured %2: the part does not apply the configured setting (on a GD32F103, code in the zero-wait area, or WSCNT without WSEN); runs record both</source>
            <translation>警告：测得的闪存等待周期为 %1，配置为 %2：芯片没有采用所配置的设置（在 GD32F103 上，代码位于零等待区，或设置了 WSCNT 而未设置 WSEN）；运行会记录这两个值</translation>
        </message>
        <message>
            <source>the serial link %1 failed: %2</source>
            <translation>串口链路 %1 出错：%2</translation>
        </message>
        <message>
            <source>could not send %1 to %2: %3</source>
            <translation>无法向 %2 发送 %1：%3</translation>
        </message>
        <message>
            <source>no HELLO from the firmware on %1 within %2 (waited for the boot banner, then sent INFO %3 time(s); %4 noise line(s) so far); check that the board is powered and flashed and the serial settings</source>
            <translation>在 %2 内未收到 %1 上固件的 HELLO（等待了启动横幅，然后发送了 %3 次 INFO；目前有 %4 行噪声）；请检查开发板是否已上电并已烧录，以及串口设置</translation>
        </message>
        <message>
            <source>no HELLO from the firmware on %1 within %2 (waited for the boot banner, then sent INFO %3 time(s); %4 noise line(s) so far); the last HELLO was malformed: %5</source>
            <translation>在 %2 内未收到 %1 上固件的 HELLO（等待了启动横幅，然后发送了 %3 次 INFO；目前有 %4 行噪声）；最后一个 HELLO 格式错误：%5</translation>
        </message>
        <message>
            <source>timed out after %1 waiting for END of the LIST reply on %2 (%3 BENCH line(s) so far)</source>
            <translation>在 %2 上等待 LIST 回复的 END 超时（%1）（目前收到 %3 行 BENCH）</translation>
        </message>
        <message>
            <source>LIST reply ended with END count=%1 but %2 BENCH line(s) arrived</source>
            <translation>LIST 回复以 END count=%1 结束，但收到了 %2 行 BENCH</translation>
        </message>
        <message>
            <source>the firmware answered LIST with ERR code=%1 (%2)</source>
            <translation>固件对 LIST 回复了 ERR code=%1（%2）</translation>
        </message>
        <message>
            <source>the board reset while answering LIST (a HELLO arrived)</source>
            <translation>开发板在回复 LIST 时复位了（收到了 HELLO）</translation>
        </message>
        <message>
            <source>malformed LIST reply: %1</source>
            <translation>LIST 回复格式错误：%1</translation>
        </message>
        <message>
            <source>benchmark id '%1' must be non-empty printable ASCII without spaces or '='</source>
            <translation>基准测试 id '%1' 必须是非空、不含空格或 '=' 的可打印 ASCII</translation>
        </message>
        <message>
            <source>parameter '%1=%2' of %3: names are [a-z0-9_]+, values printable ASCII without spaces</source>
            <translation>%3 的参数 '%1=%2'：名称应为 [a-z0-9_]+，值应为不含空格的可打印 ASCII</translation>
        </message>
        <message>
            <source>a run of %1 needs n of at least 1 sample</source>
            <translation>%1 的运行需要 n 至少为 1 个样本</translation>
        </message>
        <message>
            <source>command '%1' is %2 bytes; the firmware reads at most %3: use shorter parameter values</source>
            <translation>命令 '%1' 长 %2 字节；固件最多读取 %3 字节：请使用更短的参数值</translation>
        </message>
        <message>
            <source>n=%1 exceeds the %2 samples the firmware on %3 can keep (HELLO max_n)</source>
            <translation>n=%1 超过了 %3 上固件可保存的 %2 个样本（HELLO max_n）</translation>
        </message>
        <message>
            <source>timed out after %1 waiting for START of RUN %2 n=%3 on %4 (%5 chunk(s) so far); the benchmark may hang, or the timeout is too short for n=%3</source>
            <translation>在 %4 上等待 RUN %2 n=%3 的 START 超时（%1）（目前收到 %5 个数据块）；基准测试可能挂起，或超时对 n=%3 而言太短</translation>
        </message>
        <message>
            <source>timed out after %1 waiting for DONE of RUN %2 n=%3 on %4 (START received, %5 chunk(s) so far); the benchmark may hang, or the timeout is too short for n=%3</source>
            <translation>在 %4 上等待 RUN %2 n=%3 的 DONE 超时（%1）（已收到 START，目前收到 %5 个数据块）；基准测试可能挂起，或超时对 n=%3 而言太短</translation>
        </message>
        <message>
            <source>chunk seq=%1 of RUN %2 could not be recovered after %3 RESEND tries (last problem: %4)</source>
            <translation>RUN %2 的数据块 seq=%1 在 %3 次 RESEND 后仍无法恢复（最后的问题：%4）</translation>
        </message>
        <message>
            <source>the run</source>
            <translation>本次运行</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>%1 of target time</source>
            <translation>目标时间 %1</translation>
        </message>
        <message>
            <source>a late reply to INFO arrived during %1; ignored</source>
            <translation>%1 期间收到对 INFO 的迟到回复；已忽略</translation>
        </message>
        <message>
            <source>the board reset during %1 (HELLO from %2 arrived after DONE, before every chunk was recovered); the samples are lost</source>
            <translation>%1 期间开发板复位（来自 %2 的 HELLO 在 DONE 之后、所有数据块恢复之前到达）；样本已丢失</translation>
        </message>
        <message>
            <source>the board reset during %1 (HELLO from %2 arrived while samples were being sent); the samples are lost</source>
            <translation>%1 期间开发板复位（来自 %2 的 HELLO 在发送样本时到达）；样本已丢失</translation>
        </message>
        <message>
            <source>the board reset during %1 (HELLO from %2 arrived before START); the samples are lost</source>
            <translation>%1 期间开发板复位（来自 %2 的 HELLO 在 START 之前到达）；样本已丢失</translation>
        </message>
        <message>
            <source>the firmware answered ERR code=%1 (%2) during %3</source>
            <translation>固件在 %3 期间回复 ERR code=%1（%2）</translation>
        </message>
        <message>
            <source>the firmware answered ERR code=%1 (%2) to RUN %3</source>
            <translation>固件对 RUN %3 回复 ERR code=%1（%2）</translation>
        </message>
        <message>
            <source>the board reset during %1 (a HELLO line arrived, itself malformed: %2)</source>
            <translation>%1 期间开发板复位（收到一行 HELLO，其本身格式错误：%2）</translation>
        </message>
        <message>
            <source>the START line of %1 is malformed: %2</source>
            <translation>%1 的 START 行格式错误：%2</translation>
        </message>
        <message>
            <source>the DONE line of %1 is malformed: %2</source>
            <translation>%1 的 DONE 行格式错误：%2</translation>
        </message>
        <message>
            <source>the firmware reported an error in a malformed ERR line: %1</source>
            <translation>固件在一行格式错误的 ERR 中报告了错误：%1</translation>
        </message>
        <message>
            <source>a second START (bench %1) arrived during %2</source>
            <translation>%2 期间收到第二个 START（基准测试 %1）</translation>
        </message>
        <message>
            <source>START names bench %1 but RUN asked for %2</source>
            <translation>START 指明基准测试 %1，但 RUN 请求的是 %2</translation>
        </message>
        <message>
            <source>START of %1 announces n=%2 but RUN asked for n=%3</source>
            <translation>%1 的 START 声明 n=%2，但 RUN 请求的是 n=%3</translation>
        </message>
        <message>
            <source>chunk seq=%1 arrived before START; ignored</source>
            <translation>数据块 seq=%1 在 START 之前到达；已忽略</translation>
        </message>
        <message>
            <source>chunk seq=%1 is beyond the %2 chunks DONE announced for %3</source>
            <translation>数据块 seq=%1 超出了 DONE 为 %3 声明的 %2 个数据块</translation>
        </message>
        <message>
            <source>chunk seq=%1 is beyond the n=%2 samples of %3; ignored</source>
            <translation>数据块 seq=%1 超出了 %3 的 n=%2 个样本；已忽略</translation>
        </message>
        <message>
            <source>chunk seq=%1 is invalid</source>
            <translation>数据块 seq=%1 无效</translation>
        </message>
        <message>
            <source>chunk seq=%1 of %2 arrived twice with different samples</source>
            <translation>%2 的数据块 seq=%1 到达了两次，样本不同</translation>
        </message>
        <message>
            <source>chunk seq=%1 arrived twice (identical copies); the second is ignored</source>
            <translation>数据块 seq=%1 到达了两次（内容相同）；第二份已忽略</translation>
        </message>
        <message>
            <source>chunk seq=%1 arrived out of order, after seq=%2</source>
            <translation>数据块 seq=%1 乱序到达，在 seq=%2 之后</translation>
        </message>
        <message>
            <source>the chunks of %1 hold more than the n=%2 samples START announced</source>
            <translation>%1 的数据块所含样本多于 START 声明的 n=%2 个</translation>
        </message>
        <message>
            <source>DONE (bench %1) arrived before START; ignored as stale</source>
            <translation>DONE（基准测试 %1）在 START 之前到达；作为过期消息忽略</translation>
        </message>
        <message>
            <source>a second DONE arrived for %1; ignored</source>
            <translation>%1 收到第二个 DONE；已忽略</translation>
        </message>
        <message>
            <source>DONE names bench %1 but START named %2</source>
            <translation>DONE 指明基准测试 %1，但 START 指明的是 %2</translation>
        </message>
        <message>
            <source>DONE of %1 says n=%2 but START said n=%3</source>
            <translation>%1 的 DONE 称 n=%2，但 START 称 n=%3</translation>
        </message>
        <message>
            <source>DONE of %1 says %2 chunks, which cannot carry n=%3 samples</source>
            <translation>%1 的 DONE 称有 %2 个数据块，无法容纳 n=%3 个样本</translation>
        </message>
        <message>
            <source>the %1 chunks of %2 hold %3 samples, START and DONE announced n=%4</source>
            <translation>%2 的 %1 个数据块含 %3 个样本，而 START 和 DONE 声明的是 n=%4</translation>
        </message>
        <message>
            <source>%1 has no START yet</source>
            <translation>%1 尚未收到 START</translation>
        </message>
        <message>
            <source>%1 has no DONE yet</source>
            <translation>%1 尚未收到 DONE</translation>
        </message>
        <message>
            <source>%1 still misses %2 chunk(s)</source>
            <translation>%1 仍缺少 %2 个数据块</translation>
        </message>
        <message>
            <source>D seq=%1: CRC mismatch (line says %2, payload gives %3)</source>
            <translation>D seq=%1：CRC 不匹配（该行为 %2，载荷算得 %3）</translation>
        </message>
        <message>
            <source>D seq=%1: field p=: %2</source>
            <translation>D seq=%1：字段 p=：%2</translation>
        </message>
        <message>
            <source>no valid copy arrived</source>
            <translation>未收到有效副本</translation>
        </message>
        <message>
            <source>benchmark: expected an object with a string "id"</source>
            <translation>基准测试：应为带字符串 "id" 的对象</translation>
        </message>
        <message>
            <source>benchmark %1: "params" must be an object</source>
            <translation>基准测试 %1："params" 必须是对象</translation>
        </message>
        <message>
            <source>benchmark %1: parameter "%2" must be a string</source>
            <translation>基准测试 %1：参数 "%2" 必须是字符串</translation>
        </message>
        <message>
            <source>campaign spec: expected a JSON object</source>
            <translation>活动规格：应为 JSON 对象</translation>
        </message>
        <message>
            <source>campaign spec: unknown profile "%1" (use default or minimal)</source>
            <translation>活动规格：未知配置 "%1"（请使用 default 或 minimal）</translation>
        </message>
        <message>
            <source>campaign spec: unknown opt "%1" (use O0, O1, O2, O3 or Os)</source>
            <translation>活动规格：未知优化级别 "%1"（请使用 O0、O1、O2、O3 或 Os）</translation>
        </message>
        <message>
            <source>campaign spec: %1</source>
            <translation>活动规格：%1</translation>
        </message>
        <message>
            <source>kernel port description: %1</source>
            <translation>内核移植描述：%1</translation>
        </message>
        <message>
            <source>message argument is neither text nor {"parts":[...]}</source>
            <translation>消息参数既不是文本也不是 {"parts":[...]}</translation>
        </message>
        <message>
            <source>message has no "id" text</source>
            <translation>消息没有 "id" 文本</translation>
        </message>
        <message>
            <source>message id "%1" is not one this version knows</source>
            <translation>此版本不认识消息 id "%1"</translation>
        </message>
        <message>
            <source>message "count" is not an integer</source>
            <translation>消息的 "count" 不是整数</translation>
        </message>
        <message>
            <source>message "args" is not an array</source>
            <translation>消息的 "args" 不是数组</translation>
        </message>
        <message>
            <source>storing a run</source>
            <translation>存储运行</translation>
        </message>
        <message>
            <source>listing runs</source>
            <translation>列出运行</translation>
        </message>
        <message>
            <source>loading runs</source>
            <translation>加载运行</translation>
        </message>
        <message>
            <source>deleting a run</source>
            <translation>删除运行</translation>
        </message>
        <message>
            <source>creating a campaign</source>
            <translation>创建活动</translation>
        </message>
        <message>
            <source>loading a campaign</source>
            <translation>加载活动</translation>
        </message>
        <message>
            <source>listing campaigns</source>
            <translation>列出活动</translation>
        </message>
        <message>
            <source>updating a campaign cell</source>
            <translation>更新活动单元</translation>
        </message>
        <message>
            <source>committing a campaign cell</source>
            <translation>提交活动单元</translation>
        </message>
        <message>
            <source>reading where a run came from</source>
            <translation>读取运行来源</translation>
        </message>
        <message>
            <source>storing a merged campaign</source>
            <translation>存储合并的活动</translation>
        </message>
        <message>
            <source>claiming campaign %1</source>
            <translation>认领活动 %1</translation>
        </message>
        <message>
            <source>refreshing the claim of campaign %1</source>
            <translation>刷新活动 %1 的认领</translation>
        </message>
        <message>
            <source>releasing campaign %1</source>
            <translation>释放活动 %1</translation>
        </message>
        <message>
            <source>deleting campaign %1</source>
            <translation>删除活动 %1</translation>
        </message>
        <message>
            <source>deleting runs</source>
            <translation>删除运行</translation>
        </message>
        <message>
            <source>undoing a deletion</source>
            <translation>撤销删除</translation>
        </message>
        <message>
            <source>naming run %1</source>
            <translation>命名运行 %1</translation>
        </message>
        <message>
            <source>renaming campaign %1</source>
            <translation>重命名活动 %1</translation>
        </message>
        <message>
            <source>annotating campaign %1</source>
            <translation>为活动 %1 添加备注</translation>
        </message>
        <message>
            <source>reading a campaign's note</source>
            <translation>读取活动备注</translation>
        </message>
        <message>
            <source>opening it</source>
            <translation>打开它</translation>
        </message>
        <message>
            <source>switching it to WAL</source>
            <translation>将其切换到 WAL</translation>
        </message>
        <message>
            <source>creating or migrating its tables</source>
            <translation>创建或迁移其表</translation>
        </message>
        <message>
            <source>run %1 has an unknown %2 "%3"</source>
            <translation>运行 %1 含有未知的 %2 "%3"</translation>
        </message>
        <message>
            <source>run %1: %2</source>
            <translation>运行 %1：%2</translation>
        </message>
        <message>
            <source>unknown cell %1 "%2"</source>
            <translation>未知的单元 %1 "%2"</translation>
        </message>
        <message>
            <source>%1: cannot read the reference figures</source>
            <translation>%1：无法读取参考数据</translation>
        </message>
        <message>
            <source>%1: line 1 lacks the column '%2' (columns: test,kernel,board,cpu_mhz,cycles_per_iteration,source)</source>
            <translation>%1：第 1 行缺少列 '%2'（列：test,kernel,board,cpu_mhz,cycles_per_iteration,source）</translation>
        </message>
        <message>
            <source>%1: line %2 has %3 cells for %4 columns</source>
            <translation>%1：第 %2 行有 %3 个单元格，而列数为 %4</translation>
        </message>
        <message>
            <source>%1: line %2, column %3: '%4' is not a positive number</source>
            <translation>%1：第 %2 行，列 %3：'%4' 不是正数</translation>
        </message>
        <message>
            <source>no runs in %1: run a campaign first, or check --db/--campaign</source>
            <translation>%1 中没有运行：请先运行一个活动，或检查 --db/--campaign</translation>
        </message>
        <message>
            <source>no runs in %1 for campaign %2: run a campaign first, or check --db/--campaign</source>
            <translation>%1 中没有活动 %2 的运行：请先运行一个活动，或检查 --db/--campaign</translation>
        </message>
        <message>
            <source>cannot create report directory %1: %2</source>
            <translation>无法创建报告目录 %1：%2</translation>
        </message>
        <message>
            <source>cannot write %1 (%2): check that the directory exists and is writable</source>
            <translation>无法写入 %1（%2）：请检查目录是否存在且可写</translation>
        </message>
        <message>
            <source>cannot write %1 (%2)</source>
            <translation>无法写入 %1（%2）</translation>
        </message>
        <message>
            <source>writing %1 failed (%2): nothing was written under that name</source>
            <translation>写入 %1 失败（%2）：该名称下未写入任何内容</translation>
        </message>
        <message>
            <source>writing %1 failed (%2)</source>
            <translation>写入 %1 失败（%2）</translation>
        </message>
        <message>
            <source>analyzer samplerate must be positive</source>
            <translation>逻辑分析仪的采样率必须为正数</translation>
        </message>
        <message>
            <source>samplerate %1 too low for this benchmark: its shortest pulse (%2 ns) spans only %3 samples, a width error of up to %4%; use at least %5, or run the CPU at a lower clock so pulses get longer</source>
            <translation>采样率 %1 对此基准测试过低：其最短脉冲（%2 ns）仅跨 %3 个样本，宽度误差可达 %4%；请至少使用 %5，或以更低的时钟运行 CPU 使脉冲变长</translation>
        </message>
        <message>
            <source>analyzer %1 cannot sample at %2; it offers %3: set analyzer_samplerate_hz to one of these (or leave it out to use the highest, %4)</source>
            <translation>分析仪 %1 无法以 %2 采样；它支持 %3：请将 analyzer_samplerate_hz 设为其中之一（或不设置以使用最高值 %4）</translation>
        </message>
        <message>
            <source>run %1 has no verdict: its samples were never paired</source>
            <translation>运行 %1 没有判定：其样本从未配对</translation>
        </message>
        <message>
            <source>run %1 has no samples paired with probe pulses (samples %2, pulses %3)</source>
            <translation>运行 %1 没有与探针脉冲配对的样本（样本 %2，脉冲 %3）</translation>
        </message>
        <message>
            <source>run %1 has no counter or analyzer rate: its samples and pulses cannot be compared</source>
            <translation>运行 %1 没有计数器或分析仪速率：无法比较其样本与脉冲</translation>
        </message>
        <message>
            <source>cannot calibrate the GPIO toggle overhead: analyzer sample rate %1 Hz is not positive</source>
            <translation>无法校准 GPIO 翻转开销：分析仪采样率 %1 Hz 不是正数</translation>
        </message>
        <message>
            <source>cannot calibrate the GPIO toggle overhead: the baseline run has no probe pulses (check the probe channel and that the baseline ran inside a marker window)</source>
            <translation>无法校准 GPIO 翻转开销：基线运行没有探针脉冲（请检查探针通道，以及基线是否在标记窗口内运行）</translation>
        </message>
        <message>
            <source>no samples: statistics need at least one sample (the run recorded none; check its status and serial log)</source>
            <translation>没有样本：统计至少需要一个样本（该运行未记录任何样本；请检查其状态和串口日志）</translation>
        </message>
        <message>
            <source>run %1 has no core clock (build.clock.cpuHz and cycleHz are 0): cannot convert cycles to ns</source>
            <translation>运行 %1 没有内核时钟（build.clock.cpuHz 和 cycleHz 均为 0）：无法将周期换算为 ns</translation>
        </message>
        <message>
            <source>run %1 has fewer than 2 samples paired with analyzer pulses (samples %2, pulses %3): capture the probe pin to get a Bland-Altman plot</source>
            <translation>运行 %1 与分析仪脉冲配对的样本少于 2 个（样本 %2，脉冲 %3）：请采集探针引脚以获得 Bland-Altman 图</translation>
        </message>
        <message>
            <source>%1 not found on PATH; install it: %2</source>
            <translation>在 PATH 中找不到 %1；请安装：%2</translation>
        </message>
        <message>
            <source>%1 timed out after %2 s %3; unplug and replug the probe, then retry</source>
            <translation>%1 在%3时 %2 秒后超时；请拔下并重新插入调试器，然后重试</translation>
        </message>
        <message>
            <source>%1 timed out after %2 s %3 (last output: %4); unplug and replug the probe, then retry</source>
            <translation>%1 在%3时 %2 秒后超时（最后输出：%4）；请拔下并重新插入调试器，然后重试</translation>
        </message>
        <message>
            <source>%1 failed %2 (exit code %3): %4</source>
            <translation>%1 在%2时失败（退出码 %3）：%4</translation>
        </message>
        <message>
            <source>firmware image '%1' of %2 does not exist; build the firmware first</source>
            <translation>%2 的固件镜像 '%1' 不存在；请先构建固件</translation>
        </message>
        <message>
            <source>%1 needs %2: %3 not found next to %4; %5</source>
            <translation>%1 需要%2：在 %4 旁找不到 %3；%5</translation>
        </message>
        <message>
            <source>pyocd needs a target type (board profile flasherConfig "target", e.g. "stm32f407vg"; `pyocd list --targets`)</source>
            <translation>pyocd 需要目标类型（开发板配置 flasherConfig "target"，例如 "stm32f407vg"；见 `pyocd list --targets`）</translation>
        </message>
        <message>
            <source>openocd needs an interface and a target config (board profile flasherConfig: "interface": "interface/stlink.cfg", "target": "target/stm32f4x.cfg")</source>
            <translation>openocd 需要接口和目标配置（开发板配置 flasherConfig："interface": "interface/stlink.cfg", "target": "target/stm32f4x.cfg"）</translation>
        </message>
        <message>
            <source>esptool needs the chip (board profile flasher "chip", e.g. "esp32c3")</source>
            <translation>esptool 需要芯片型号（开发板配置 flasher "chip"，例如 "esp32c3"）</translation>
        </message>
        <message>
            <source>%1 is not an ESP image (its first byte is not 0xE9): the ROM would not boot it; flash the .bin the firmware build made for an ESP32 board</source>
            <translation>%1 不是 ESP 镜像（首字节不是 0xE9）：ROM 无法启动它；请烧录固件构建为 ESP32 开发板生成的 .bin</translation>
        </message>
        <message>
            <source>board %1 is a virtual board: QEMU loads its image, not a flash tool (use the virtual bench)</source>
            <translation>开发板 %1 是虚拟开发板：由 QEMU 加载其镜像，而不是烧录工具（请使用虚拟测试台）</translation>
        </message>
        <message>
            <source>board %1: unknown flasher '%2'; use %3</source>
            <translation>开发板 %1：未知的烧录器 '%2'；请使用 %3</translation>
        </message>
        <message>
            <source>firmware image '%1' has no file path; build the firmware first</source>
            <translation>固件镜像 '%1' 没有文件路径；请先构建固件</translation>
        </message>
        <message>
            <source>firmware image %1 does not exist; build the firmware or fix the path</source>
            <translation>固件镜像 %1 不存在；请构建固件或修正路径</translation>
        </message>
        <message>
            <source>firmware image %1 cannot be read (check its permissions)</source>
            <translation>无法读取固件镜像 %1（请检查其权限）</translation>
        </message>
        <message>
            <source>firmware image %1 is too short to be an ELF file</source>
            <translation>固件镜像 %1 太短，不可能是 ELF 文件</translation>
        </message>
        <message>
            <source>firmware image %1 is not an ELF file; QEMU boots the .elf the firmware build produces, not a .bin or .hex</source>
            <translation>固件镜像 %1 不是 ELF 文件；QEMU 启动固件构建生成的 .elf，而不是 .bin 或 .hex</translation>
        </message>
        <message>
            <source>firmware image %1 is not a 32-bit %2 ELF, which %3 runs (built for another target?)</source>
            <translation>固件镜像 %1 不是 %3 可运行的 32 位 %2 ELF（是否为其他目标构建？）</translation>
        </message>
        <message>
            <source>board %1 is not a virtual board: its profile has no qemu section (machine, icountShift), so QEMU cannot launch it</source>
            <translation>开发板 %1 不是虚拟开发板：其配置没有 qemu 部分（machine、icountShift），QEMU 无法启动它</translation>
        </message>
        <message>
            <source>%1 -M help failed: %2</source>
            <translation>%1 -M help 失败：%2</translation>
        </message>
        <message>
            <source>QEMU is already running: attach and start the virtual analyzer before flash(), plugins are loaded only when QEMU starts</source>
            <translation>QEMU 已在运行：请在 flash() 之前连接并启动虚拟分析仪，插件只在 QEMU 启动时加载</translation>
        </message>
        <message>
            <source>no QEMU machine given for board '%1'</source>
            <translation>未给开发板 '%1' 指定 QEMU 机器</translation>
        </message>
        <message>
            <source>%1 not found on PATH; install the Debian package %2 (apt install %2)</source>
            <translation>在 PATH 中找不到 %1；请安装 Debian 软件包 %2（apt install %2）</translation>
        </message>
        <message>
            <source>QEMU plugin %1 does not exist; build the cyclelab_vla target or set CYCLELAB_VLA_PLUGIN</source>
            <translation>QEMU 插件 %1 不存在；请构建 cyclelab_vla 目标或设置 CYCLELAB_VLA_PLUGIN</translation>
        </message>
        <message>
            <source>cannot create a temporary directory under /tmp</source>
            <translation>无法在 /tmp 下创建临时目录</translation>
        </message>
        <message>
            <source>QEMU does not support machine '%1' (`%2 -machine help` lists the machines)</source>
            <translation>QEMU 不支持机器 '%1'（`%2 -machine help` 列出可用机器）</translation>
        </message>
        <message>
            <source>%1: not a readable sigrok session file (%2); save it again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：不是可读取的 sigrok 会话文件（%2）；请用 PulseView 或 sigrok-cli（-o FILE.sr）重新保存。</translation>
        </message>
        <message>
            <source>%1: the session file holds no device.</source>
            <translation>%1：会话文件中没有设备。</translation>
        </message>
        <message>
            <source>%1: could not replay the session (%2).</source>
            <translation>%1：无法回放该会话（%2）。</translation>
        </message>
        <message>
            <source>%1: unknown capture format '%2'; use .sr, .vcd or .csv, or name a libsigrok input format (see `sigrok-cli -L`).</source>
            <translation>%1：未知的采集格式 '%2'；请使用 .sr、.vcd 或 .csv，或指定一种 libsigrok 输入格式（见 `sigrok-cli -L`）。</translation>
        </message>
        <message>
            <source>%1: libsigrok could not set up its '%2' importer (%3).</source>
            <translation>%1：libsigrok 无法建立其 '%2' 导入器（%3）。</translation>
        </message>
        <message>
            <source>cannot open capture file %1: %2; check the path and its permissions.</source>
            <translation>无法打开采集文件 %1：%2；请检查路径及其权限。</translation>
        </message>
        <message>
            <source>%1: not a valid %2 capture (%3).</source>
            <translation>%1：不是有效的 %2 采集（%3）。</translation>
        </message>
        <message>
            <source>reading capture file %1 failed: %2</source>
            <translation>读取采集文件 %1 失败：%2</translation>
        </message>
        <message>
            <source>%1: no %2 header found (%3); is this really a %2 file?</source>
            <translation>%1：未找到 %2 文件头（%3）；这真的是 %2 文件吗？</translation>
        </message>
        <message>
            <source>%1: no %2 header found (empty or truncated file); is this really a %2 file?</source>
            <translation>%1：未找到 %2 文件头（文件为空或被截断）；这真的是 %2 文件吗？</translation>
        </message>
        <message>
            <source>%1: import ended with an error (%2).</source>
            <translation>%1：导入以错误结束（%2）。</translation>
        </message>
        <message>
            <source>cannot read capture file %1: %2; check the path and its permissions.</source>
            <translation>无法读取采集文件 %1：%2；请检查路径及其权限。</translation>
        </message>
        <message>
            <source>%1: is a directory, not a capture file; give the capture file itself.</source>
            <translation>%1：是目录，不是采集文件；请给出采集文件本身。</translation>
        </message>
        <message>
            <source>%1: is not a regular file, not a capture file; give the capture file itself.</source>
            <translation>%1：不是普通文件，也不是采集文件；请给出采集文件本身。</translation>
        </message>
        <message>
            <source>%1: unknown capture format (extension '%2'); give a .sr, .vcd or .csv file</source>
            <translation>%1：未知的采集格式（扩展名 '%2'）；请给出 .sr、.vcd 或 .csv 文件</translation>
        </message>
        <message>
            <source>%1: samplerate %2 Hz is outside %3; check the file's samplerate or $timescale.</source>
            <translation>%1：采样率 %2 Hz 超出 %3；请检查文件的采样率或 $timescale。</translation>
        </message>
        <message>
            <source>the samplerate</source>
            <translation>采样率</translation>
        </message>
        <message>
            <source>the pre-trigger ratio</source>
            <translation>预触发比例</translation>
        </message>
        <message>
            <source>any driver</source>
            <translation>任意驱动</translation>
        </message>
        <message>
            <source> (libsigrok: %1)</source>
            <translation>（libsigrok：%1）</translation>
        </message>
        <message>
            <source>%1 refused %2 (%3)</source>
            <translation>%1 拒绝了%2（%3）</translation>
        </message>
        <message>
            <source>samplerate %1 is not supported by %2 (%3); supported: %4</source>
            <translation>%2（%3）不支持采样率 %1；支持的采样率：%4</translation>
        </message>
        <message>
            <source>analyzer channel %1 does not exist on %2; it has channels 0..%3</source>
            <translation>%2 上没有逻辑分析仪通道 %1；它的通道为 0..%3</translation>
        </message>
        <message>
            <source>trigger channel %1 is not among the enabled analyzer channels</source>
            <translation>触发通道 %1 不在已启用的逻辑分析仪通道之中</translation>
        </message>
        <message>
            <source>%1 has no trigger; capture without one (triggerChannel -1)</source>
            <translation>%1 没有触发功能；请不带触发进行采集（triggerChannel -1）</translation>
        </message>
        <message>
            <source>no logic analyzer found for '%1'; check that it is plugged in, that its firmware is installed (e.g. sigrok-firmware-fx2lafw) and that udev gives you access (see packaging/HARDWARE.md); `cyclelab-cli devices` lists what libsigrok sees</source>
            <translation>未找到匹配“%1”的逻辑分析仪；请检查它已插好、其固件已安装（例如 sigrok-firmware-fx2lafw），并且 udev 允许您访问它（见 packaging/HARDWARE.md）；`cyclelab-cli devices` 会列出 libsigrok 看到的设备</translation>
        </message>
        <message>
            <source>cannot open analyzer %1 (%2); if it is a USB device, check its udev rules and that no other program (PulseView) holds it</source>
            <translation>无法打开逻辑分析仪 %1（%2）；如果它是 USB 设备，请检查其 udev 规则，并确认没有其他程序（PulseView）占用它</translation>
        </message>
        <message>
            <source>%1 refused %2=%3 (%4); `sigrok-cli -d %1 --show` lists its options and values</source>
            <translation>%1 拒绝了 %2=%3（%4）；`sigrok-cli -d %1 --show` 会列出它的选项和取值</translation>
        </message>
        <message>
            <source>%1 is already acquiring; stop() it first</source>
            <translation>%1 已在采集；请先对其调用 stop()</translation>
        </message>
        <message>
            <source>could not start %1: %2</source>
            <translation>无法启动 %1：%2</translation>
        </message>
        <message>
            <source>%1 is not acquiring</source>
            <translation>%1 未在采集</translation>
        </message>
        <message>
            <source>no data from %1%2; check the USB connection, that the trigger channel toggles, or lower the samplerate</source>
            <translation>%1 没有数据%2；请检查 USB 连接、触发通道是否有翻转，或降低采样率</translation>
        </message>
        <message>
            <source>%1 ended the acquisition on its own after %2 samples: the device was lost or its buffer overran%3; check the USB cable and hub, lower the samplerate or enable fewer channels</source>
            <translation>%1 在 %2 个采样后自行结束了采集：设备已断开或其缓冲区溢出%3；请检查 USB 线缆和集线器，降低采样率或启用更少的通道</translation>
        </message>
        <message>
            <source>%1 stopped after %2 of %3 samples: the device was lost or its buffer overran%4; check the USB cable and hub, lower the samplerate or enable fewer channels</source>
            <translation>%1 在 %3 个采样中的第 %2 个后停止：设备已断开或其缓冲区溢出%4；请检查 USB 线缆和集线器，降低采样率或启用更少的通道</translation>
        </message>
        <message>
            <source>libsigrok failed to initialise: %1</source>
            <translation>libsigrok 初始化失败：%1</translation>
        </message>
        <message>
            <source>unknown analyzer option '%1' (see `sigrok-cli --show` for the driver's options)</source>
            <translation>未知的逻辑分析仪选项“%1”（驱动的选项见 `sigrok-cli --show`）</translation>
        </message>
        <message>
            <source>analyzer option %1=%2: expected a number such as 1000, 1k or 24m</source>
            <translation>逻辑分析仪选项 %1=%2：应为数字，例如 1000、1k 或 24m</translation>
        </message>
        <message>
            <source>analyzer option %1=%2: expected a number</source>
            <translation>逻辑分析仪选项 %1=%2：应为数字</translation>
        </message>
        <message>
            <source>analyzer option %1=%2: expected an integer</source>
            <translation>逻辑分析仪选项 %1=%2：应为整数</translation>
        </message>
        <message>
            <source>analyzer option '%1' has a type CycleLab cannot set; use sigrok-cli for it</source>
            <translation>逻辑分析仪选项“%1”的类型 CycleLab 无法设置；请用 sigrok-cli 设置它</translation>
        </message>
        <message>
            <source>analyzer '%1': option '%2' needs a value (driver:key=value, e.g. fx2lafw:conn=1.7)</source>
            <translation>逻辑分析仪“%1”：选项“%2”需要一个值（driver:key=value，例如 fx2lafw:conn=1.7）</translation>
        </message>
        <message>
            <source>analyzer '%1': </source>
            <translation>逻辑分析仪“%1”：</translation>
        </message>
        <message>
            <source>libsigrok has no driver '%1' (list them with `sigrok-cli -L`)</source>
            <translation>libsigrok 没有驱动“%1”（用 `sigrok-cli -L` 列出驱动）</translation>
        </message>
        <message>
            <source>writing capture file %1 failed (%2); check free disk space and permissions.</source>
            <translation>写入采集文件 %1 失败（%2）；请检查磁盘剩余空间和权限。</translation>
        </message>
        <message>
            <source>writing capture file %1 failed: %2</source>
            <translation>写入采集文件 %1 失败：%2</translation>
        </message>
        <message>
            <source>capture file %1: no logic channel to write.</source>
            <translation>采集文件 %1：没有可写入的逻辑通道。</translation>
        </message>
        <message>
            <source>capture file %1: unknown output format '%2'; use .sr (PulseView), .vcd or .csv.</source>
            <translation>采集文件 %1：未知的输出格式“%2”；请使用 .sr（PulseView）、.vcd 或 .csv。</translation>
        </message>
        <message>
            <source>cannot create capture file %1: %2; check the folder and permissions.</source>
            <translation>无法创建采集文件 %1：%2；请检查文件夹和权限。</translation>
        </message>
        <message>
            <source>capture file %1: libsigrok could not start its '%2' writer (%3).</source>
            <translation>采集文件 %1：libsigrok 无法启动其“%2”写入器（%3）。</translation>
        </message>
        <message>
            <source>capture file %1: unit size changed from %2 to %3 bytes</source>
            <translation>采集文件 %1：单元大小从 %2 字节变为 %3 字节</translation>
        </message>
        <message>
            <source>closing capture file %1 failed: %2</source>
            <translation>关闭采集文件 %1 失败：%2</translation>
        </message>
        <message>
            <source>; the file is damaged: copy it again from where it was recorded, or save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>；文件已损坏：请从录制它的地方重新复制，或重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: the archive's metadata is %2 bytes, more than the %3 CycleLab reads (a real capture's is under 4 KiB)</source>
            <translation>%1：归档的元数据有 %2 字节，超过 CycleLab 读取的上限 %3 字节（真实采集的元数据不到 4 KiB）</translation>
        </message>
        <message>
            <source>%1: its metadata cannot be read</source>
            <translation>%1：无法读取其元数据</translation>
        </message>
        <message>
            <source>%1: its metadata is cut short</source>
            <translation>%1：其元数据被截断</translation>
        </message>
        <message>
            <source>%1: metadata field '%2' is '%3', not a whole number from %4 to %5; save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：元数据字段“%2”为“%3”，不是 %4 到 %5 之间的整数；请重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: metadata field 'samplerate' is '%2', outside the accepted range of 1 Hz to 1 PHz (1e15 Hz); save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：元数据字段“samplerate”为“%2”，超出可接受的范围 1 Hz 到 1 PHz（1e15 Hz）；请重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: metadata field 'capturefile' is '%2', not a logic member (logic-1); save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：元数据字段“capturefile”为“%2”，不是逻辑数据成员（logic-1）；请重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: the metadata has %2 device sections ([device 1] in a file PulseView or sigrok-cli saves); CycleLab reads a session of exactly one device: save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：元数据有 %2 个设备节（PulseView 或 sigrok-cli 保存的文件中为 [device 1]）；CycleLab 只读取恰好含一个设备的会话：请重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: [%2] in the metadata has %3 keys, more than the %4 that %5 logic and analog channels each could need; save the capture again from PulseView or sigrok-cli (-o FILE.sr).</source>
            <translation>%1：元数据中的 [%2] 有 %3 个键，超过逻辑通道和模拟通道各 %5 个时可能需要的 %4 个；请重新用 PulseView 或 sigrok-cli 保存采集（-o FILE.sr）。</translation>
        </message>
        <message>
            <source>%1: not a sigrok session file (%2): an .sr file is a zip archive; give a VCD or CSV capture its own extension (.vcd, .csv).</source>
            <translation>%1：不是 sigrok 会话文件（%2）：.sr 文件是 zip 归档；请给 VCD 或 CSV 采集文件使用其自己的扩展名（.vcd、.csv）。</translation>
        </message>
        <message>
            <source>%1: the session archive is truncated: it starts as a zip archive but its directory at the end is missing</source>
            <translation>%1：会话归档被截断：它以 zip 归档开头，但缺少末尾的目录</translation>
        </message>
        <message>
            <source>%1: the session archive is truncated or damaged (%2)</source>
            <translation>%1：会话归档被截断或已损坏（%2）</translation>
        </message>
        <message>
            <source>%1: %2 has no size or CRC in the archive's directory</source>
            <translation>%1：归档目录中没有 %2 的大小或 CRC</translation>
        </message>
        <message>
            <source>logic chunk %1</source>
            <translation>逻辑数据块 %1</translation>
        </message>
        <message>
            <source>%1 fails its CRC-32 check (libzip compared the data read with the %2 the archive records)</source>
            <translation>%1 未通过 CRC-32 校验（libzip 将读取的数据与归档记录的 %2 进行了比较）</translation>
        </message>
        <message>
            <source>%1 could not be read whole (libzip: %2)</source>
            <translation>%1 无法完整读取（libzip：%2）</translation>
        </message>
        <message>
            <source>%1 fails its CRC-32 check (the archive records %2, the data read gives %3)</source>
            <translation>%1 未通过 CRC-32 校验（归档记录为 %2，读取的数据得出 %3）</translation>
        </message>
        <message>
            <source>; libsigrok read %1 bytes of logic data where the archive's chunks hold %2</source>
            <translation>；libsigrok 读取了 %1 字节的逻辑数据，而归档的数据块共有 %2 字节</translation>
        </message>
        <message>
            <source>%1: libzip closed %2 of %3 logic chunks, so the others' CRC-32 went unchecked; please report this with the file (libsigrok and libzip versions).</source>
            <translation>%1：libzip 只关闭了 %3 个逻辑数据块中的 %2 个，其余数据块的 CRC-32 未被校验；请连同该文件（以及 libsigrok 和 libzip 的版本）报告此问题。</translation>
        </message>
        <message>
            <source> (%1 is cut short or unreadable)</source>
            <translation>（%1 被截断或无法读取）</translation>
        </message>
        <message>
            <source>%1: libsigrok read %2 bytes of logic data where the archive's chunks hold %3%4</source>
            <translation>%1：libsigrok 读取了 %2 字节的逻辑数据，而归档的数据块共有 %3 字节%4</translation>
        </message>
        <message>
            <source>%1 line %2: </source>
            <translation>%1 第 %2 行：</translation>
        </message>
        <message>
            <source>$timescale is '%1': give a number and a unit, such as '1 ns' (s, ms, us, ns, ps or fs)</source>
            <translation>$timescale 为“%1”：请给出一个数字和一个单位，例如“1 ns”（s、ms、us、ns、ps 或 fs）</translation>
        </message>
        <message>
            <source>$timescale is '%1': a VCD needs a positive time unit such as '1 ns'</source>
            <translation>$timescale 为“%1”：VCD 需要一个正的时间单位，例如“1 ns”</translation>
        </message>
        <message>
            <source>$timescale is '%1': coarser than 1 s, which libsigrok reads as a samplerate of 0 Hz; export the capture with a finer $timescale</source>
            <translation>$timescale 为“%1”：比 1 s 还粗，libsigrok 会将其读作 0 Hz 的采样率；请用更细的 $timescale 导出采集</translation>
        </message>
        <message>
            <source>the VCD header ends inside a section; every section is '$&lt;keyword&gt; ... $end', up to '$enddefinitions $end'</source>
            <translation>VCD 头部在某个节的中间结束；每个节都是“$&lt;keyword&gt; ... $end”，直到“$enddefinitions $end”</translation>
        </message>
        <message>
            <source>expected a VCD header section '$&lt;keyword&gt; ... $end' (such as '$timescale 1 ns $end') before '$enddefinitions $end'; is this a VCD file?</source>
            <translation>在“$enddefinitions $end”之前应为 VCD 头部节“$&lt;keyword&gt; ... $end”（例如“$timescale 1 ns $end”）；这真的是 VCD 文件吗？</translation>
        </message>
        <message>
            <source>no '$enddefinitions $end' in the first %1 bytes: a VCD header longer than that is not read</source>
            <translation>前 %1 字节中没有“$enddefinitions $end”：不读取比这更长的 VCD 头部</translation>
        </message>
        <message>
            <source>a line longer than %1 bytes: not a %2 capture (a sparse or binary file?)</source>
            <translation>有一行长于 %1 字节：不是 %2 采集文件（稀疏文件或二进制文件？）</translation>
        </message>
        <message>
            <source>timestamp '%1' is negative: VCD time starts at 0 and only grows</source>
            <translation>时间戳“%1”为负数：VCD 时间从 0 开始且只会增长</translation>
        </message>
        <message>
            <source>timestamp '%1' is not a whole number of time units below 10^18</source>
            <translation>时间戳“%1”不是小于 10^18 的整数个时间单位</translation>
        </message>
        <message>
            <source>timestamp '%1' goes back in time (after '%2'): VCD timestamps must never decrease</source>
            <translation>时间戳“%1”在时间上倒退（在“%2”之后）：VCD 时间戳绝不能减小</translation>
        </message>
        <message>
            <source>more than 10^18</source>
            <translation>超过 10^18</translation>
        </message>
        <message>
            <source>timestamp '%1' is %2 time units after '%3': more than the %4 samples CycleLab reads from a VCD (libsigrok expands every gap into samples); export it with a coarser $timescale</source>
            <translation>时间戳“%1”比“%3”晚 %2 个时间单位：超过 CycleLab 从 VCD 读取的 %4 个采样（libsigrok 会把每个间隔展开为采样）；请用更粗的 $timescale 导出</translation>
        </message>
        <message>
            <source>capture %1: </source>
            <translation>采集 %1：</translation>
        </message>
        <message>
            <source>%1 has no logic channels; CycleLab needs at least one digital channel (probe pin).</source>
            <translation>%1 没有逻辑通道；CycleLab 至少需要一个数字通道（探测引脚）。</translation>
        </message>
        <message>
            <source>%1: %2 channels selected; at most %3 can be read at once.</source>
            <translation>%1：选择了 %2 个通道；一次最多只能读取 %3 个。</translation>
        </message>
        <message>
            <source>%1: channel %2 does not exist; it has %3 logic channels (0..%4).</source>
            <translation>%1：通道 %2 不存在；它有 %3 个逻辑通道（0..%4）。</translation>
        </message>
        <message>
            <source>%1: the capture holds no samples</source>
            <translation>%1：该采集不含任何采样</translation>
        </message>
        <message>
            <source>connection refused</source>
            <translation>连接被拒绝</translation>
        </message>
        <message>
            <source>no such socket file</source>
            <translation>没有这个套接字文件</translation>
        </message>
        <message>
            <source>connection timed out</source>
            <translation>连接超时</translation>
        </message>
        <message>
            <source>socket address '%1' has no path (expected unix:PATH or tcp://HOST:PORT)</source>
            <translation>套接字地址“%1”没有路径（应为 unix:PATH 或 tcp://HOST:PORT）</translation>
        </message>
        <message>
            <source>unix socket path '%1' is longer than %2 characters; use a shorter directory</source>
            <translation>unix 套接字路径“%1”长于 %2 个字符；请使用更短的目录</translation>
        </message>
        <message>
            <source>unknown socket address '%1' (expected unix:PATH or tcp://HOST:PORT)</source>
            <translation>未知的套接字地址“%1”（应为 unix:PATH 或 tcp://HOST:PORT）</translation>
        </message>
        <message>
            <source>socket address '%1' has no port (expected unix:PATH or tcp://HOST:PORT)</source>
            <translation>套接字地址“%1”没有端口（应为 unix:PATH 或 tcp://HOST:PORT）</translation>
        </message>
        <message>
            <source>socket address '%1' is malformed (expected unix:PATH or tcp://HOST:PORT)</source>
            <translation>套接字地址“%1”格式错误（应为 unix:PATH 或 tcp://HOST:PORT）</translation>
        </message>
        <message>
            <source>%1: the link is closed</source>
            <translation>%1：链路已关闭</translation>
        </message>
        <message>
            <source>%1: peer closed the connection</source>
            <translation>%1：对端关闭了连接</translation>
        </message>
        <message>
            <source>%1: write failed: %2</source>
            <translation>%1：写入失败：%2</translation>
        </message>
        <message>
            <source>cannot resolve '%1' for %2: %3</source>
            <translation>无法为 %2 解析“%1”：%3</translation>
        </message>
        <message>
            <source>cannot connect to %1 within %2 ms: %3 (is the emulator or serial server running?)</source>
            <translation>无法在 %2 ms 内连接到 %1：%3（模拟器或串口服务器是否在运行？）</translation>
        </message>
        <message>
            <source>cannot list serial ports: %1</source>
            <translation>无法列出串口：%1</translation>
        </message>
        <message>
            <source>serial port %1 does not exist; is the board plugged in? `cyclelab-cli devices` lists the serial ports found</source>
            <translation>串口 %1 不存在；开发板插好了吗？`cyclelab-cli devices` 会列出找到的串口</translation>
        </message>
        <message>
            <source>permission denied on serial port %1; add yourself to the 'dialout' group (sudo usermod -aG dialout $USER), then log out and in again</source>
            <translation>没有访问串口 %1 的权限；请把自己加入“dialout”组（sudo usermod -aG dialout $USER），然后注销并重新登录</translation>
        </message>
        <message>
            <source>serial port %1 is busy: another program (a terminal such as minicom or screen, ModemManager, or another CycleLab) has it open; close that program</source>
            <translation>串口 %1 正忙：另一个程序（minicom 或 screen 之类的终端、ModemManager，或另一个 CycleLab）打开了它；请关闭那个程序</translation>
        </message>
        <message>
            <source>cannot open serial port %1: %2</source>
            <translation>无法打开串口 %1：%2</translation>
        </message>
        <message>
            <source>serial port %1: baud rate must be positive</source>
            <translation>串口 %1：波特率必须为正数</translation>
        </message>
        <message>
            <source>%1 is a pseudo-terminal, which libserialport cannot open; connect to the emulator or ser2net through a socket (tcp:HOST:PORT or unix:PATH) instead</source>
            <translation>%1 是伪终端，libserialport 无法打开它；请改为通过套接字（tcp:HOST:PORT 或 unix:PATH）连接到模拟器或 ser2net</translation>
        </message>
        <message>
            <source>%1 is not a serial port (libserialport does not know it)</source>
            <translation>%1 不是串口（libserialport 不认识它）</translation>
        </message>
        <message>
            <source>cannot configure serial port %1 for %2 baud 8N1: %3; check that the adapter supports this baud rate</source>
            <translation>无法将串口 %1 配置为 %2 波特 8N1：%3；请检查适配器是否支持此波特率</translation>
        </message>
        <message>
            <source>serial port %1 disappeared (device unplugged or reset?): %2; reconnect it and run again</source>
            <translation>串口 %1 消失了（设备被拔出或复位？）：%2；请重新连接后再运行</translation>
        </message>
        <message>
            <source>serial port %1 is closed</source>
            <translation>串口 %1 已关闭</translation>
        </message>
        <message>
            <source>writing to serial port %1 timed out after %2 s; is the device still running and is flow control off?</source>
            <translation>写入串口 %1 在 %2 s 后超时；设备是否仍在运行，流控是否已关闭？</translation>
        </message>
        <message>
            <source>; its last output:
%1</source>
            <translation>；它最后的输出：
%1</translation>
        </message>
        <message>
            <source>QEMU did not open its control socket within %1 ms booting %2%3</source>
            <translation>QEMU 在启动 %2 时未在 %1 ms 内打开其控制套接字%3</translation>
        </message>
        <message>
            <source>QEMU exited during start-up (exit code %1) booting %2%3</source>
            <translation>QEMU 在启动 %2 时于启动阶段退出（退出码 %1）%3</translation>
        </message>
        <message>
            <source>QEMU exited during start-up booting %1%2</source>
            <translation>QEMU 在启动 %1 时于启动阶段退出%2</translation>
        </message>
        <message>
            <source>QEMU is not running: flash() an image before %1</source>
            <translation>QEMU 未在运行：请在 %1 之前先用 flash() 载入镜像</translation>
        </message>
        <message>
            <source>QEMU is not running: no core to read</source>
            <translation>QEMU 未在运行：没有可读取的内核</translation>
        </message>
        <message>
            <source>QEMU's `info registers` shows no R15 (PC)</source>
            <translation>QEMU 的 `info registers` 没有显示 R15（PC）</translation>
        </message>
        <message>
            <source>QMP socket %1 did not greet with a QMP banner: %2</source>
            <translation>QMP 套接字 %1 没有以 QMP 横幅问候：%2</translation>
        </message>
        <message>
            <source>QMP (%1): no reply within %2 ms</source>
            <translation>QMP（%1）：%2 ms 内没有应答</translation>
        </message>
        <message>
            <source>QMP: </source>
            <translation>QMP：</translation>
        </message>
        <message>
            <source>QMP %1: </source>
            <translation>QMP %1：</translation>
        </message>
        <message>
            <source>QMP %1: unreadable reply '%2'</source>
            <translation>QMP %1：无法读取的应答“%2”</translation>
        </message>
        <message>
            <source>QMP %1 failed: %2</source>
            <translation>QMP %1 失败：%2</translation>
        </message>
        <message>
            <source>virtual analyzer channel %1 (%2) is outside 0..15</source>
            <translation>虚拟逻辑分析仪通道 %1（%2）超出 0..15</translation>
        </message>
        <message>
            <source>two virtual analyzer pins use channel %1</source>
            <translation>两个虚拟逻辑分析仪引脚使用了同一通道 %1</translation>
        </message>
        <message>
            <source>virtual analyzer has no pin on channel %1 (board probe/marker channels only)</source>
            <translation>虚拟逻辑分析仪在通道 %1 上没有引脚（只有开发板的探测/标记通道）</translation>
        </message>
        <message>
            <source>virtual analyzer: the board defines no probe or marker pin with set/reset addresses</source>
            <translation>虚拟逻辑分析仪：开发板没有定义带置位/复位地址的探测或标记引脚</translation>
        </message>
        <message>
            <source>virtual analyzer output %1 must be a .vcd file (the plugin writes VCD)</source>
            <translation>虚拟逻辑分析仪的输出 %1 必须是 .vcd 文件（插件写入 VCD）</translation>
        </message>
        <message>
            <source>virtual analyzer samplerate %1 Hz is not a whole number of Hz between 1 Hz and 1 THz</source>
            <translation>虚拟逻辑分析仪的采样率 %1 Hz 不是 1 Hz 到 1 THz 之间的整数赫兹</translation>
        </message>
        <message>
            <source>virtual analyzer samplerate %1 Hz cannot be captured exactly: above 1 GHz only rates whose period is 1, 10 or 100 x 10^k fs (10 GHz, 100 GHz) can be written; use one of those or 1 GHz or less</source>
            <translation>虚拟逻辑分析仪的采样率 %1 Hz 无法精确采集：高于 1 GHz 时，只有周期为 1、10 或 100 x 10^k fs 的采样率（10 GHz、100 GHz）才能写入；请使用其中之一，或 1 GHz 及以下</translation>
        </message>
        <message>
            <source>virtual analyzer: stop() without start()</source>
            <translation>虚拟逻辑分析仪：未调用 start() 就调用了 stop()</translation>
        </message>
        <message>
            <source>virtual analyzer: QEMU is still running; shut the emulator down (Flasher::shutdown) before stop() so the capture is complete</source>
            <translation>虚拟逻辑分析仪：QEMU 仍在运行；请在 stop() 之前关闭模拟器（Flasher::shutdown），以便采集完整</translation>
        </message>
        <message>
            <source>virtual analyzer: QEMU wrote no capture %1 (did the emulator start with the plugin?)</source>
            <translation>虚拟逻辑分析仪：QEMU 没有写入采集 %1（模拟器是否带着插件启动？）</translation>
        </message>
        <message>
            <source>no program given to start</source>
            <translation>没有给出要启动的程序</translation>
        </message>
        <message>
            <source>program '%1' not found on PATH</source>
            <translation>在 PATH 中找不到程序“%1”</translation>
        </message>
        <message>
            <source>cannot create a pipe: %1</source>
            <translation>无法创建管道：%1</translation>
        </message>
        <message>
            <source>cannot start a process: %1</source>
            <translation>无法启动进程：%1</translation>
        </message>
        <message>
            <source>cannot create a temporary directory under %1 (%2)</source>
            <translation>无法在 %1 下创建临时目录（%2）</translation>
        </message>
        <message>
            <source>%1: board '%2' is a virtual board (QEMU with the virtual analyzer); serial port and analyzer options are for real boards: remove %1 or use a real board's profile</source>
            <translation>%1：开发板“%2”是虚拟开发板（QEMU 加虚拟逻辑分析仪）；串口和逻辑分析仪选项只用于真实开发板：请去掉 %1，或使用真实开发板的配置</translation>
        </message>
        <message>
            <source>analyzer_phase_seed: board '%1' is a real board, whose analyzer samples at a phase independent of the core's clock by nature; the seed is for the virtual analyzer only: remove it</source>
            <translation>analyzer_phase_seed：开发板“%1”是真实开发板，其逻辑分析仪的采样相位本来就与内核时钟无关；该种子只用于虚拟逻辑分析仪：请去掉它</translation>
        </message>
        <message>
            <source>board %1 is a real board: give its serial port (--serial /dev/ttyUSB0, tcp://host:port or unix:PATH)</source>
            <translation>开发板 %1 是真实开发板：请给出它的串口（--serial /dev/ttyUSB0、tcp://host:port 或 unix:PATH）</translation>
        </message>
        <message>
            <source>QEMU is not running: flash an image before connecting</source>
            <translation>QEMU 未在运行：请在连接之前先载入镜像</translation>
        </message>
        <message>
            <source>while flashing %1</source>
            <translation>烧录 %1 </translation>
        </message>
        <message>
            <source>while resetting the target</source>
            <translation>复位目标</translation>
        </message>
        <message>
            <source>a raw binary</source>
            <translation>原始二进制文件</translation>
        </message>
        <message>
            <source>the ESP image</source>
            <translation>ESP 镜像</translation>
        </message>
        <message>
            <source>create it with `arm-none-eabi-objcopy -O binary %1 %2`</source>
            <translation>请用 `arm-none-eabi-objcopy -O binary %1 %2` 生成它</translation>
        </message>
        <message>
            <source>rebuild the firmware (cyclelab_firmware), which writes it</source>
            <translation>请重新构建固件（cyclelab_firmware），它会生成该文件</translation>
        </message>
        <message>
            <source>%1: no debug probe found (%2); plug in the probe, check its USB cable and udev rules (see packaging/HARDWARE.md), and close other debuggers using it</source>
            <translation>%1：未找到调试探针（%2）；请插好探针，检查其 USB 线缆和 udev 规则（见 packaging/HARDWARE.md），并关闭正在使用它的其他调试器</translation>
        </message>
        <message>
            <source>%1: the probe is connected but the target does not answer (%2); check the SWD wiring (SWDIO, SWCLK, GND), that the board is powered, and try holding it in reset while connecting</source>
            <translation>%1：探针已连接，但目标没有应答（%2）；请检查 SWD 接线（SWDIO、SWCLK、GND）和开发板供电，并尝试在连接时让它保持复位</translation>
        </message>
        <message>
            <source>%1: verify failed after programming %2 (%3): the flash does not hold the image; check for read/write protection (option bytes) and retry, or erase the chip first</source>
            <translation>%1：烧录 %2 后校验失败（%3）：闪存中的内容与镜像不符；请检查读/写保护（选项字节）后重试，或先擦除芯片</translation>
        </message>
        <message>
            <source>first difference at offset %1 from %2</source>
            <translation>第一处差异位于从 %2 起的偏移 %1</translation>
        </message>
        <message>
            <source>first difference at %1: read %2, expected %3</source>
            <translation>第一处差异位于 %1：读到 %2，应为 %3</translation>
        </message>
        <message>
            <source>st-flash found no ST-Link</source>
            <translation>st-flash 未找到 ST-Link</translation>
        </message>
        <message>
            <source>st-flash found no ST-Link with serial %1</source>
            <translation>st-flash 未找到序列号为 %1 的 ST-Link</translation>
        </message>
        <message>
            <source>st-flash reached the ST-Link, not the MCU</source>
            <translation>st-flash 连上了 ST-Link，但连不上 MCU</translation>
        </message>
        <message>
            <source>st-flash: programming %1 failed (%2); the flash may be write-protected: unlock it with the vendor tool, then retry</source>
            <translation>st-flash：烧录 %1 失败（%2）；闪存可能有写保护：请用厂商工具解锁后重试</translation>
        </message>
        <message>
            <source>OpenOCD reported a checksum mismatch</source>
            <translation>OpenOCD 报告校验和不匹配</translation>
        </message>
        <message>
            <source>another ID</source>
            <translation>另一个 ID</translation>
        </message>
        <message>
            <source>openocd: the MCU answers with SWD/JTAG ID %1 but %2 expects %3 (a GD32 or another compatible part): set "cpuTapId": "%1" (or "0" to accept any ID) in the board profile's flasher section</source>
            <translation>openocd：MCU 以 SWD/JTAG ID %1 应答，但 %2 期望 %3（GD32 或其他兼容芯片）：请在开发板配置的 flasher 部分设置 "cpuTapId": "%1"（或设为 "0" 以接受任意 ID）</translation>
        </message>
        <message>
            <source>OpenOCD could not open the %1 adapter</source>
            <translation>OpenOCD 无法打开 %1 适配器</translation>
        </message>
        <message>
            <source>OpenOCD reached the adapter, not the MCU</source>
            <translation>OpenOCD 连上了适配器，但连不上 MCU</translation>
        </message>
        <message>
            <source>openocd: config file not found (%1); check the board profile's flasherConfig interface/target names against /usr/share/openocd/scripts</source>
            <translation>openocd：找不到配置文件（%1）；请对照 /usr/share/openocd/scripts 检查开发板配置中 flasherConfig 的 interface/target 名称</translation>
        </message>
        <message>
            <source>openocd: programming %1 failed (%2); check that the image fits the MCU's flash and that the flash is not write-protected</source>
            <translation>openocd：烧录 %1 失败（%2）；请检查镜像能否放入 MCU 的闪存，以及闪存没有写保护</translation>
        </message>
        <message>
            <source>pyOCD sees no CMSIS-DAP, ST-Link or J-Link probe</source>
            <translation>pyOCD 没有看到 CMSIS-DAP、ST-Link 或 J-Link 探针</translation>
        </message>
        <message>
            <source>no probe with unique ID %1</source>
            <translation>没有唯一 ID 为 %1 的探针</translation>
        </message>
        <message>
            <source>pyocd: unknown target type '%1'; fix the board profile's flasherConfig target (`pyocd list --targets`, or install its CMSIS pack with `pyocd pack install %1`)</source>
            <translation>pyocd：未知的目标类型“%1”；请修正开发板配置中 flasherConfig 的 target（`pyocd list --targets`，或用 `pyocd pack install %1` 安装其 CMSIS 包）</translation>
        </message>
        <message>
            <source>pyOCD could not program and check a page: %1</source>
            <translation>pyOCD 无法烧录并校验一个页：%1</translation>
        </message>
        <message>
            <source>pyOCD reached the probe, not the MCU</source>
            <translation>pyOCD 连上了探针，但连不上 MCU</translation>
        </message>
        <message>
            <source>esptool: the board holds an %1, the profile says %2 (flasher "chip": "%3"); connect the right board or fix the profile</source>
            <translation>esptool：开发板上是 %1，而配置写的是 %2（flasher "chip": "%3"）；请连接正确的开发板或修正配置</translation>
        </message>
        <message>
            <source>esptool: cannot open the serial port (none found) (%1); plug in the board's USB cable, check the port with `cyclelab-cli devices`, and that you may use it (group dialout)</source>
            <translation>esptool：无法打开串口（未找到任何串口）（%1）；请插好开发板的 USB 线缆，用 `cyclelab-cli devices` 检查串口，并确认您有权使用它（dialout 组）</translation>
        </message>
        <message>
            <source>esptool: cannot open the serial port %1 (%2); plug in the board's USB cable, check the port with `cyclelab-cli devices`, and that you may use it (group dialout)</source>
            <translation>esptool：无法打开串口 %1（%2）；请插好开发板的 USB 线缆，用 `cyclelab-cli devices` 检查串口，并确认您有权使用它（dialout 组）</translation>
        </message>
        <message>
            <source>esptool: the serial port answers but the chip does not enter its download mode (%1); hold BOOT (GPIO9) while pressing RESET, release BOOT, then retry</source>
            <translation>esptool：串口有应答，但芯片没有进入下载模式（%1）；请按住 BOOT（GPIO9）的同时按下 RESET，松开 BOOT 后重试</translation>
        </message>
        <message>
            <source>longer</source>
            <translation>长</translation>
        </message>
        <message>
            <source>shorter</source>
            <translation>短</translation>
        </message>
        <message>
            <source>more</source>
            <translation>多</translation>
        </message>
        <message>
            <source>less</source>
            <translation>少</translation>
        </message>
        <message>
            <source>low</source>
            <translation>偏低</translation>
        </message>
        <message>
            <source>high</source>
            <translation>偏高</translation>
        </message>
        <message>
            <source>fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>by the analyzer</source>
            <translation>按分析仪</translation>
        </message>
        <message>
            <source>by the counter</source>
            <translation>按计数器</translation>
        </message>
        <message>
            <source>1 analyzer sample</source>
            <translation>1 个分析仪采样周期</translation>
        </message>
        <message>
            <source>%1 counter cycle</source>
            <translation>%1 个计数器周期</translation>
        </message>
        <message>
            <source>%1 counter cycles</source>
            <translation>%1 个计数器周期</translation>
        </message>
        <message>
            <source>%1 declared jitter</source>
            <translation>%1 声明抖动</translation>
        </message>
        <message>
            <source>%1 timebase</source>
            <translation>%1 时基</translation>
        </message>
        <message>
            <source>the probe pin shows work the counter does not count</source>
            <translation>探针引脚显示了计数器没有计入的工作</translation>
        </message>
        <message>
            <source>work inside the counter window is invisible on the probe pin</source>
            <translation>计数器窗口内的工作在探针引脚上不可见</translation>
        </message>
        <message numerus="yes">
            <source>; the first %n pulse(s) had no counter sample</source>
            <translation>
                <numerusform>；前 %n 个脉冲没有对应的计数器样本</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; the first %n counter sample(s) had no pulse</source>
            <translation>
                <numerusform>；前 %n 个计数器样本没有对应的脉冲</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; the figures are %n cycle(s) too %1</source>
            <translation>
                <numerusform>；测得数值%1了 %n 个周期</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; those samples read up to %n cycle(s) too %1</source>
            <translation>
                <numerusform>；这些样本的读数%1了最多 %n 个周期</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; those samples read %n cycle(s) too %1</source>
            <translation>
                <numerusform>；这些样本的读数%1了 %n 个周期</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; that sample reads %n cycle(s) too %1</source>
            <translation>
                <numerusform>；该样本的读数%1了 %n 个周期</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 samples agree within %3 (%4)</source>
            <translation>%2 个样本中有 %1 个在 %3 以内一致（%4）</translation>
        </message>
        <message>
            <source>; %1 disagree (largest deviation %2)</source>
            <translation>；%1 个不一致（最大偏差 %2）</translation>
        </message>
        <message>
            <source>, one on each side: too few to be systematic</source>
            <translation>，两侧各一个：数量太少，不构成系统性偏差</translation>
        </message>
        <message>
            <source>, its pulse %1 than the counter: too few to be systematic</source>
            <translation>，其脉冲比计数器%1：数量太少，不构成系统性偏差</translation>
        </message>
        <message>
            <source>, all with pulses %1 than the counter: too few to be systematic</source>
            <translation>，脉冲均比计数器%1：数量太少，不构成系统性偏差</translation>
        </message>
        <message>
            <source>, %1 with longer pulses and %2 with shorter ones: spread on both sides, as timing noise is</source>
            <translation>，%1 个脉冲更长、%2 个更短：分布在两侧，与计时噪声一致</translation>
        </message>
        <message>
            <source>the mean of %1 pulses, sampled at a phase independent of the core's clock, is %2 %3 than the counter ± %4 (99.9 % confidence)</source>
            <translation>以与内核时钟无关的相位采样的 %1 个脉冲，其均值比计数器%3 %2 ± %4（99.9 % 置信度）</translation>
        </message>
        <message>
            <source>confirmed by the dithered mean: %1, within the %2 the mean may deviate, and %3</source>
            <translation>由抖动均值确认：%1，在均值允许偏离的 %2 以内；并且%3</translation>
        </message>
        <message>
            <source>; the dithered mean agrees: %1, within the %2 the mean may deviate</source>
            <translation>；抖动均值一致：%1，在均值允许偏离的 %2 以内</translation>
        </message>
        <message>
            <source>cannot compare: the counter rate (%1) and the analyzer sample rate (%2) must both be known</source>
            <translation>无法比较：计数器频率（%1）和分析仪采样率（%2）都必须已知</translation>
        </message>
        <message>
            <source>the GPIO toggle overhead is unknown: the baseline run gave no probe pulses to calibrate it from</source>
            <translation>GPIO 翻转开销未知：基线运行没有给出可用于校准的探针脉冲</translation>
        </message>
        <message numerus="yes">
            <source>the harness overhead subtracted from every sample is %n cycle(s) %1 than the empty region costs (calibrated %2 cycles where the empty region's instructions take %3), so every figure is %n cycle(s) too %4: the pulses are %5 %6 than the counter says</source>
            <translation>
                <numerusform>从每个样本中减除的框架开销比空区域的实际开销%1 %n 个周期（校准值 %2 个周期，而空区域的指令只需 %3），因此每个测得数值都%4了 %n 个周期：脉冲比计数器所示%6 %5</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>something runs inside every counter window, such as an interrupt taken in every region: the harness costs %n cycle(s) more on the counter side than this image's code (measured %1 cycles where the empty region's instructions take %2); the subtraction removes it from every figure, which stay right only while it costs the same %n cycle(s) in every region</source>
            <translation>
                <numerusform>每个计数器窗口内都有额外的工作在运行（例如每个区域都进入了一次中断）：计数器一侧的框架开销比该镜像的代码多 %n 个周期（测得 %1 个周期，而空区域的指令只需 %2）；减除会把它从每个数值中去掉，只有当它在每个区域中都同样花费 %n 个周期时，数值才是正确的</numerusform>
            </translation>
        </message>
        <message>
            <source>the harness costs %1 cycles %2 on the counter side than this image's code: the empty region measures %3 cycles between the two counter reads where its instructions take %4 (something runs inside every counter window, such as an interrupt, or the counter is not what it claims); the subtraction hides it from every benchmark</source>
            <translation>测量框架在计数器一侧比此镜像的代码%2 %1 个周期：空区域在两次读取计数器之间测得 %3 个周期，而其指令只需 %4 个（每个计数窗口内都有东西在运行，例如中断，或者计数器并非其声称的那样）；开销减除会把它从每个基准测试中隐藏</translation>
        </message>
        <message>
            <source>the harness costs %1 %2 on the probe pin than this image's code: the empty region's pulse is %3 where its instructions take %4 (something runs inside every pulse, such as an interrupt, or the probe is not where it claims); the subtraction hides it from every benchmark</source>
            <translation>测量框架在探针引脚上比此镜像的代码%2 %1：空区域的脉冲为 %3，而其指令只需 %4（每个脉冲内都有东西在运行，例如中断，或者探针不在其声称的位置）；开销减除会把它从每个基准测试中隐藏</translation>
        </message>
        <message>
            <source>the run has no counter samples to compare with the pulses</source>
            <translation>该运行没有可与脉冲比较的计数器样本</translation>
        </message>
        <message>
            <source>%1 of %2 counter samples are negative (lowest %3 cycles): a count came out smaller than the harness overhead, so the counter wrapped or its overhead subtraction is wrong</source>
            <translation>%2 个计数器样本中有 %1 个为负（最低 %3 个周期）：计数小于框架开销，说明计数器发生了回绕或其开销减除有误</translation>
        </message>
        <message>
            <source>no probe pulses in this run's marker window while the counter reported %1 samples: check the probe wiring and analyzer channel</source>
            <translation>计数器报告了 %1 个样本，但该运行的标记窗口内没有探针脉冲：请检查探针接线和分析仪通道</translation>
        </message>
        <message>
            <source>all %1 counter samples are 0 while the pulses show a median %2 of work: the cycle counter is not running (DWT not enabled or not emulated)</source>
            <translation>全部 %1 个计数器样本均为 0，而脉冲显示中位数为 %2 的工作：周期计数器没有运行（DWT 未启用或未被模拟）</translation>
        </message>
        <message>
            <source>all %1 counter samples are %2 cycles while the pulses vary from %3 to %4 (10th to 90th percentile): the counter does not measure the pulsed region</source>
            <translation>全部 %1 个计数器样本均为 %2 个周期，而脉冲在 %3 到 %4 之间变化（第 10 到第 90 百分位）：计数器测量的不是脉冲区域</translation>
        </message>
        <message>
            <source>the first and the last quarter of the window pair at offsets %1 pulse(s) apart: %2 probe pulses for %3 counter samples, lost or added inside the window (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)</source>
            <translation>窗口的前四分之一与后四分之一的配对偏移相差 %1 个脉冲：%3 个计数器样本对应 %2 个探针脉冲，窗口内有脉冲丢失或多出（请检查分析仪采样率、探针接线，并确认没有其他东西翻转探针引脚）</translation>
        </message>
        <message>
            <source>the analyzer saw %1 probe pulses but the counter reported %2 samples: pulses were lost or added inside the window, so samples cannot be paired (check the analyzer sample rate, the probe wiring and that nothing else toggles the probe pin)</source>
            <translation>分析仪看到 %1 个探针脉冲，但计数器报告了 %2 个样本：窗口内有脉冲丢失或多出，因此样本无法配对（请检查分析仪采样率、探针接线，并确认没有其他东西翻转探针引脚）</translation>
        </message>
        <message>
            <source>%1 of %2 samples read 0 cycles on the counter while their pulses show work: the counter missed them (read before it was enabled, or reset during the region)</source>
            <translation>%2 个样本中有 %1 个在计数器上读数为 0 周期，而其脉冲显示有工作：计数器漏计了它们（在启用前读取，或在区域内被复位）</translation>
        </message>
        <message>
            <source>pulses are %1 %2 than the counter says on %3 of %4 samples: %5</source>
            <translation>在 %4 个样本中的 %3 上，脉冲比计数器所示%2 %1：%5</translation>
        </message>
        <message>
            <source>%1 of %2 samples have pulses %3 %4 than the counter (median of those), beyond the %5 tolerance and all on one side: %6</source>
            <translation>%2 个样本中有 %1 个的脉冲比计数器%4 %3（这些样本的中位数），超出 %5 容差且全在同一侧：%6</translation>
        </message>
        <message>
            <source>%1, beyond the %2 the mean may deviate: %3</source>
            <translation>%1，超出均值允许偏离的 %2：%3</translation>
        </message>
        <message>
            <source>analyzer at %1 cannot resolve a %2-cycle operation at %3: one sample (%4) %5, more than the %6 allowed</source>
            <translation>%1 的分析仪无法分辨 %3 下 %2 个周期的操作：一个采样周期（%4）%5，超过允许的 %6</translation>
        </message>
        <message>
            <source>is %1 of it</source>
            <translation>占它的 %1</translation>
        </message>
        <message>
            <source>is longer than it</source>
            <translation>比它还长</translation>
        </message>
        <message>
            <source>, and its sample phase is locked to the core's clock, so no mean of pulses can stand in for a finer sample</source>
            <translation>，且其采样相位锁定在内核时钟上，因此任何脉冲均值都无法代替更精细的采样</translation>
        </message>
        <message>
            <source>; %1, which cannot decide within the %2 the mean may deviate</source>
            <translation>；%1，无法在均值允许偏离的 %2 以内作出判定</translation>
        </message>
        <message>
            <source>: about %1 samples would</source>
            <translation>：大约需要 %1 个样本</translation>
        </message>
        <message numerus="yes">
            <source>only %n sample(s) could be paired with a pulse, fewer than the %1 needed to decide</source>
            <translation>
                <numerusform>只有 %n 个样本能与脉冲配对，少于判定所需的 %1 个</numerusform>
            </translation>
        </message>
        <message>
            <source>only %1 of %2 samples agree within %3 (%4), limits of agreement %5 to %6, below the %7 needed to pass: the two channels do not time the same thing sample by sample</source>
            <translation>%2 个样本中只有 %1 个在 %3 以内一致（%4），一致性界限 %5 至 %6，低于通过所需的 %7：两个通道逐样本计时的不是同一件事</translation>
        </message>
        <message>
            <source>%1 is counter-only: its samples are timed inside an interrupt handler from a hardware event, which no probe pulse can bracket</source>
            <translation>%1 仅由计数器计时：其样本在中断处理程序中从硬件事件开始计时，没有探针脉冲能把它框住</translation>
        </message>
        <message>
            <source>the capture has %1 marker windows for %2 runs: pulses cannot be assigned to runs</source>
            <translation>捕获中有 %1 个标记窗口，却有 %2 个运行：无法把脉冲分配给各个运行</translation>
        </message>
        <message>
            <source>the firmware sent no period lengths (DONE tm_cycles=): rebuild the image with this version's firmware/threadmetric</source>
            <translation>固件没有发送周期长度（DONE tm_cycles=）：请用此版本的 firmware/threadmetric 重新构建镜像</translation>
        </message>
        <message>
            <source>the probe pin shows %1 periods for the counter's %2: the firmware's period marks and its counts disagree</source>
            <translation>探针引脚显示 %1 个周期，而计数器为 %2 个：固件的周期标记与其计数不一致</translation>
        </message>
        <message>
            <source>period %1 lasted %2 by the analyzer and %3 by the counter (%4 ns apart, tolerance %5 ns)</source>
            <translation>第 %1 个周期按分析仪持续 %2，按计数器持续 %3（相差 %4 ns，容差 %5 ns）</translation>
        </message>
        <message>
            <source>the kernel tick drifts: period %1 lasted %2 %3 against %4 asked (the tick runs %5 % %6, limit %7 %)</source>
            <translation>内核节拍漂移：第 %1 个周期%3持续 %2，而要求的是 %4（节拍%6了 %5 %，限值 %7 %）</translation>
        </message>
        <message>
            <source>no analyzer capture: the %1 periods were timed by the counter only, which runs from the kernel's own clock</source>
            <translation>没有分析仪捕获：这 %1 个周期仅由计数器计时，而计数器使用内核自己的时钟</translation>
        </message>
        <message>
            <source>%1 periods: analyzer and counter agree within %2 ns (tolerance %3 ns), every period within %4 ppm of %5</source>
            <translation>%1 个周期：分析仪与计数器在 %2 ns 以内一致（容差 %3 ns），每个周期与 %5 相差都在 %4 ppm 以内</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>cpuHz</source>
            <translation>内核时钟</translation>
        </message>
        <message>
            <source>opt</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>board</source>
            <translation>开发板</translation>
        </message>
        <message>
            <source>database</source>
            <translation>数据库</translation>
        </message>
        <message>
            <source>cycles</source>
            <translation>周期</translation>
        </message>
        <message>
            <source>ns</source>
            <translation>纳秒</translation>
        </message>
        <message>
            <source>Median %1 by %2 (whiskers: min to p99)</source>
            <translation>按%2的%1中位数（须线：最小值至 p99）</translation>
        </message>
        <message>
            <source>Distribution of %1 by %2 (Tukey box, whiskers 1.5 IQR)</source>
            <translation>按%2的%1分布（Tukey 箱线图，须线 1.5 IQR）</translation>
        </message>
        <message>
            <source> at %1</source>
            <translation>，%1</translation>
        </message>
        <message>
            <source>benchmarks up to %1 cycles</source>
            <translation>不超过 %1 周期的基准</translation>
        </message>
        <message>
            <source>benchmarks of %1 cycles</source>
            <translation>%1 周期的基准</translation>
        </message>
        <message>
            <source>Frequency scaling: median ns and cycles vs core clock</source>
            <translation>频率缩放：中位数 ns 与周期随内核时钟的变化</translation>
        </message>
        <message>
            <source>Frequency scaling of %1: median ns and cycles vs core clock</source>
            <translation>%1 的频率缩放：中位数 ns 与周期随内核时钟的变化</translation>
        </message>
        <message>
            <source>Median cycles by optimisation level</source>
            <translation>按优化等级的周期中位数</translation>
        </message>
        <message>
            <source>ROM/RAM per firmware image (text, data, bss)</source>
            <translation>各固件镜像的 ROM/RAM（text、data、bss）</translation>
        </message>
        <message>
            <source>Counter vs analyzer, run %1 (%2)</source>
            <translation>计数器与分析仪对比，运行 %1（%2）</translation>
        </message>
        <message>
            <source>board %1</source>
            <translation>开发板 %1</translation>
        </message>
        <message>
            <source>board %1 (%2)</source>
            <translation>开发板 %1（%2）</translation>
        </message>
        <message>
            <source>kernel %1</source>
            <translation>内核 %1</translation>
        </message>
        <message>
            <source>profile %1</source>
            <translation>配置档 %1</translation>
        </message>
        <message>
            <source>%1 (%2 WS)</source>
            <translation>%1（%2 个闪存等待周期）</translation>
        </message>
        <message>
            <source>n=%1 per run</source>
            <translation>每个运行 n=%1</translation>
        </message>
        <message>
            <source>cycle source %1</source>
            <translation>周期来源 %1</translation>
        </message>
        <message>
            <source>analyzer %1</source>
            <translation>分析仪 %1</translation>
        </message>
        <message>
            <source>virtual cycles (QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)</source>
            <translation>虚拟周期（QEMU 指令槽：没有异常进入、流水线停顿或闪存等待周期）</translation>
        </message>
        <message>
            <source>real and virtual cycles (on the qemu-* boards QEMU instruction slots: no exception entry, pipeline stalls or flash wait states)</source>
            <translation>真实周期与虚拟周期（qemu-* 开发板上为 QEMU 指令槽：没有异常进入、流水线停顿或闪存等待周期）</translation>
        </message>
        <message>
            <source>no runs</source>
            <translation>没有运行</translation>
        </message>
        <message>
            <source>Hatched: the analyzer did not confirm these numbers (cross-validation fail or inconclusive, docs/VALIDATION.md).</source>
            <translation>斜线填充：分析仪未确认这些数值（交叉验证失败或不确定，见 docs/VALIDATION.md）。</translation>
        </message>
        <message>
            <source>Same core vs across cores: median %1 per mechanism (whiskers: p10 to p90)</source>
            <translation>同核与跨核：各机制的%1中位数（须线：p10 至 p90）</translation>
        </message>
        <message>
            <source> (part %1 of %2)</source>
            <translation>（第 %1 部分，共 %2 部分）</translation>
        </message>
        <message>
            <source>Virtual dual core: the two harts run in turn under QEMU -icount, so a figure across cores counts the instructions of the kernel's path from one core to the other (the give, the inter-processor interrupt, the woken core's switch) and predicts how that path compares between mechanisms and kernels, not the time it takes on silicon, which adds bus contention, cache coherency traffic and parallel execution that are not modelled here.</source>
            <translation>虚拟双核：两个 hart 在 QEMU -icount 下轮流运行，因此跨核数值统计的是内核从一个核到另一个核的路径上的指令（释放、核间中断、被唤醒核的切换），可用来比较不同机制和内核的这条路径，而不是它在硅片上所需的时间：硅片上还有总线争用、缓存一致性流量和并行执行，这里都没有模拟。</translation>
        </message>
        <message>
            <source>virtual cycles: QEMU -icount instruction slots, no exception entry, pipeline stalls or flash wait states; not a hardware cycle count</source>
            <translation>虚拟周期：QEMU -icount 指令槽，没有异常进入、流水线停顿或闪存等待周期；不是硬件周期数</translation>
        </message>
        <message>
            <source>campaign %1 (%2) cell %3, %4: failed after %5 attempt(s): %6</source>
            <translation>测试活动 %1（%2）单元 %3，%4：尝试 %5 次后失败：%6</translation>
        </message>
        <message>
            <source>no reason recorded</source>
            <translation>没有记录原因</translation>
        </message>
    </context>
    <context>
        <name>GroupStatistics</name>
        <message>
            <source>warm-up %1</source>
            <translation>预热 %1</translation>
        </message>
        <message>
            <source>samples per run %1</source>
            <translation>每次运行样本数 %1</translation>
        </message>
        <message>
            <source>firmware of %1: %2 builds</source>
            <translation>%1 的固件：%2 个构建</translation>
        </message>
        <message>
            <source>database %1</source>
            <translation>数据库 %1</translation>
        </message>
        <message>
            <source>board %1</source>
            <translation>开发板 %1</translation>
        </message>
        <message>
            <source>cycle source %1</source>
            <translation>周期来源 %1</translation>
        </message>
        <message>
            <source>cycles real / virtual (QEMU)</source>
            <translation>周期：真实 / 虚拟（QEMU）</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::HistogramPlot</name>
        <message>
            <source>No samples yet</source>
            <translation>尚无样本</translation>
        </message>
        <message>
            <source>cycles</source>
            <translation>周期</translation>
        </message>
        <message>
            <source>samples</source>
            <translation>样本数</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message numerus="yes">
            <source>◀ %n sample(s) below %1</source>
            <translation>
                <numerusform>◀ %n 个样本低于 %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n sample(s) above %1 ▶</source>
            <translation>
                <numerusform>%n 个样本高于 %1 ▶</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 runs overlaid on shared bins — %2 samples</source>
            <translation>%1 个运行叠加在共享的区间上 — %2 个样本</translation>
        </message>
        <message>
            <source>%1 — %2 samples</source>
            <translation>%1 — %2 个样本</translation>
        </message>
        <message>
            <source>cycles (bins span p0.5–p99.5; the rest is counted at the edges)</source>
            <translation>周期（区间覆盖 p0.5–p99.5；其余计入两端）</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::MainWindow</name>
        <message>
            <source>Edit failed</source>
            <translation>编辑失败</translation>
        </message>
        <message>
            <source>Opening %1…</source>
            <translation>正在打开 %1…</translation>
        </message>
        <message>
            <source>&amp;Bench</source>
            <translation>测试台(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Campaign</source>
            <translation>测试活动(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Runs</source>
            <translation>运行记录(&amp;R)</translation>
        </message>
        <message>
            <source>C&amp;ompare</source>
            <translation>比较(&amp;O)</translation>
        </message>
        <message>
            <source>Board, serial port, logic analyzer and flasher</source>
            <translation>开发板、串口、逻辑分析仪和烧录工具</translation>
        </message>
        <message>
            <source>Choose a matrix of conditions and run it</source>
            <translation>选择条件矩阵并运行</translation>
        </message>
        <message>
            <source>Every stored run, its statistics and validation</source>
            <translation>所有已保存的运行及其统计和验证结果</translation>
        </message>
        <message>
            <source>Compare runs or a campaign by one condition</source>
            <translation>按某一条件比较运行或测试活动</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Open database…</source>
            <translation>打开数据库(&amp;O)…</translation>
        </message>
        <message>
            <source>Open an existing CycleLab run database (.sqlite)</source>
            <translation>打开已有的 CycleLab 运行数据库（.sqlite）</translation>
        </message>
        <message>
            <source>&amp;New database…</source>
            <translation>新建数据库(&amp;N)…</translation>
        </message>
        <message>
            <source>Add database to co&amp;mpare…</source>
            <translation>添加要比较的数据库(&amp;M)…</translation>
        </message>
        <message>
            <source>Open another CycleLab database read-only and compare its runs with this one's on the Compare page</source>
            <translation>以只读方式打开另一个 CycleLab 数据库，并在比较页将其运行与本数据库的运行比较</translation>
        </message>
        <message>
            <source>Open &amp;campaign file…</source>
            <translation>打开测试活动文件(&amp;C)…</translation>
        </message>
        <message>
            <source>Read a campaign file (.toml or .json) into the Campaign page</source>
            <translation>把测试活动文件（.toml 或 .json）读入测试活动页面</translation>
        </message>
        <message>
            <source>&amp;Save campaign file…</source>
            <translation>保存测试活动文件(&amp;S)…</translation>
        </message>
        <message>
            <source>Write the Campaign page's matrix as a campaign file (.toml)</source>
            <translation>把测试活动页面的矩阵写成测试活动文件（.toml）</translation>
        </message>
        <message>
            <source>Write &amp;report…</source>
            <translation>写出报告(&amp;R)…</translation>
        </message>
        <message>
            <source>Write the report of the Compare page's runs (report.md/.html, charts, runs.csv, runs.json), as cyclelab-cli report does</source>
            <translation>像 cyclelab-cli report 一样写出比较页面中运行的报告（report.md/.html、图表、runs.csv、runs.json）</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <source>Runs page: export the listed runs as CSV. Compare page: export the charts.</source>
            <translation>“运行记录”页：将列出的运行导出为 CSV。“比较”页：导出图表。</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Bench</source>
            <translation>测试台</translation>
        </message>
        <message>
            <source>Campaign</source>
            <translation>测试活动</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>运行记录</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>比较</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>刷新(&amp;R)</translation>
        </message>
        <message>
            <source>Rescan serial ports and analyzers, re-read the database</source>
            <translation>重新扫描串口和逻辑分析仪，并重新读取数据库</translation>
        </message>
        <message>
            <source>&amp;Start campaign</source>
            <translation>开始测试活动(&amp;S)</translation>
        </message>
        <message>
            <source>Ctrl+R</source>
            <translation>Ctrl+R</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About CycleLab</source>
            <translation>关于 CycleLab(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>关于 &amp;Qt</translation>
        </message>
        <message>
            <source>Still opening %1: open another database once it is open.</source>
            <translation>仍在打开 %1：请在它打开后再打开其他数据库。</translation>
        </message>
        <message>
            <source>Database: %1</source>
            <translation>数据库：%1</translation>
        </message>
        <message>
            <source>Cannot open the database</source>
            <translation>无法打开数据库</translation>
        </message>
        <message>
            <source>Campaign running</source>
            <translation>测试活动正在运行</translation>
        </message>
        <message>
            <source>Stop the running campaign before switching databases.</source>
            <translation>请先停止正在运行的测试活动，再切换数据库。</translation>
        </message>
        <message>
            <source>CycleLab databases (*.sqlite *.db);;All files (*)</source>
            <translation>CycleLab 数据库 (*.sqlite *.db);;所有文件 (*)</translation>
        </message>
        <message>
            <source>New database</source>
            <translation>新建数据库</translation>
        </message>
        <message>
            <source>Open database</source>
            <translation>打开数据库</translation>
        </message>
        <message>
            <source>File exists</source>
            <translation>文件已存在</translation>
        </message>
        <message>
            <source>%1 already exists. Use File ▸ Open database to open it, or choose a new file name.</source>
            <translation>%1 已存在。请使用“文件 ▸ 打开数据库”打开它，或另选一个文件名。</translation>
        </message>
        <message>
            <source>Refreshed</source>
            <translation>已刷新</translation>
        </message>
        <message>
            <source>About CycleLab</source>
            <translation>关于 CycleLab</translation>
        </message>
        <message>
            <source>&lt;h3&gt;CycleLab %1&lt;/h3&gt;&lt;p&gt;RTOS micro-benchmarks on microcontrollers: cycle counts from the firmware, cross-validated against logic-analyzer pulse widths, stored in SQLite and compared across kernels, clocks and optimisation levels.&lt;/p&gt;&lt;p&gt;Database: %2&lt;/p&gt;</source>
            <translation>&lt;h3&gt;CycleLab %1&lt;/h3&gt;&lt;p&gt;微控制器上的 RTOS 微基准测试：固件测得的周期数与逻辑分析仪脉宽交叉验证，保存在 SQLite 中，并按内核、时钟和优化等级进行比较。&lt;/p&gt;&lt;p&gt;数据库：%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>no database</source>
            <translation>无数据库</translation>
        </message>
        <message>
            <source>opening %1…</source>
            <translation>正在打开 %1…</translation>
        </message>
        <message>
            <source>CycleLab — %1</source>
            <translation>CycleLab — %1</translation>
        </message>
        <message>
            <source>Cannot create %1</source>
            <translation>无法创建 %1</translation>
        </message>
        <message>
            <source>Cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>The new language applies when the running campaign ends.</source>
            <translation>新语言将在正在运行的测试活动结束后生效。</translation>
        </message>
        <message>
            <source>A campaign is running. Stop it and quit? The interrupted cell stays pending and can be resumed later.</source>
            <translation>有测试活动正在运行。要停止并退出吗？被中断的单元保持“待运行”状态，之后可以继续。</translation>
        </message>
        <message>
            <source>Drop a campaign file (.toml or .json) to open it, a capture (.sr, .vcd or .csv) to analyse it, or a database (.sqlite) to compare its runs</source>
            <translation>拖放测试活动文件（.toml 或 .json）以打开，拖放采集文件（.sr、.vcd 或 .csv）以分析，或拖放数据库（.sqlite）以比较其运行</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Hide this message</source>
            <translation>隐藏此消息</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::RunDetailPane</name>
        <message>
            <source>Loading run %1…</source>
            <translation>正在读取运行 %1…</translation>
        </message>
        <message numerus="yes">
            <source>Loading %n runs…</source>
            <translation>
                <numerusform>正在读取 %n 次运行…</numerusform>
            </translation>
        </message>
        <message>
            <source>campaign %1</source>
            <translation>测试活动 %1</translation>
        </message>
        <message>
            <source>no campaign</source>
            <translation>无测试活动</translation>
        </message>
        <message>
            <source>run %1</source>
            <translation>运行 %1</translation>
        </message>
        <message>
            <source>run %1: %2</source>
            <translation>运行 %1：%2</translation>
        </message>
        <message>
            <source>Cannot load the run</source>
            <translation>无法加载该运行</translation>
        </message>
        <message>
            <source>%1 runs selected: the histogram overlays the first %2. Select one run for its conditions, statistics and verdict.</source>
            <translation>已选择 %1 个运行：直方图叠加显示前 %2 个。选择单个运行可查看其条件、统计和判定。</translation>
        </message>
        <message>
            <source>%1 runs selected: the histogram overlays them. Select one run for its conditions, statistics and verdict.</source>
            <translation>已选择 %1 个运行：直方图将它们叠加显示。选择单个运行可查看其条件、统计和判定。</translation>
        </message>
        <message>
            <source>&lt;b&gt;&lt;span style='color:%1'&gt;%2&lt;/span&gt;&lt;/b&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;%4 pairs, %5% within ±%6 ns; bias %7 ns, limits of agreement %8 … %9 ns, max deviation %10 ns; GPIO toggle overhead %11 ns subtracted.</source>
            <translation>&lt;b&gt;&lt;span style='color:%1'&gt;%2&lt;/span&gt;&lt;/b&gt;&lt;br&gt;%3&lt;br&gt;&lt;br&gt;%4 对样本，%5% 在 ±%6 ns 以内；偏差 %7 ns，一致性界限 %8 … %9 ns，最大偏离 %10 ns；已扣除 GPIO 翻转开销 %11 ns。</translation>
        </message>
        <message>
            <source>&lt;br&gt;%1 of %2 paired samples disagree; %3 unpaired (samples without a pulse, pulses without a sample).</source>
            <translation>&lt;br&gt;%2 个配对样本中有 %1 个不一致；%3 个未配对（没有脉冲的样本、没有样本的脉冲）。</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Run %1:&lt;/b&gt; %2&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;运行状态 %1：&lt;/b&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;not validated&lt;/b&gt;&lt;br&gt;No logic analyzer captured this run, so its cycle counts were not cross-checked.</source>
            <translation>&lt;b&gt;未验证&lt;/b&gt;&lt;br&gt;这次运行没有逻辑分析仪采集，因此其周期数未经交叉核对。</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;Port acceptance check: &lt;span style='color:%1'&gt;%2&lt;/span&gt;&lt;/b&gt;&lt;br&gt;%3</source>
            <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;移植验收检查：&lt;span style='color:%1'&gt;%2&lt;/span&gt;&lt;/b&gt;&lt;br&gt;%3</translation>
        </message>
        <message>
            <source>&amp;Waveform…</source>
            <translation>波形(&amp;W)…</translation>
        </message>
        <message>
            <source>Open capture in &amp;PulseView</source>
            <translation>在 &amp;PulseView 中打开采集文件</translation>
        </message>
        <message>
            <source>Conditions</source>
            <translation>测量条件</translation>
        </message>
        <message>
            <source>Core clock</source>
            <translation>内核时钟</translation>
        </message>
        <message>
            <source>Flash wait states</source>
            <translation>Flash 等待周期</translation>
        </message>
        <message>
            <source>Optimisation</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>Toolchain</source>
            <translation>工具链</translation>
        </message>
        <message>
            <source>Cycle source</source>
            <translation>周期计数源</translation>
        </message>
        <message>
            <source>Analyzer rate</source>
            <translation>分析仪采样率</translation>
        </message>
        <message>
            <source>Warm-up</source>
            <translation>预热</translation>
        </message>
        <message>
            <source>Harness overhead</source>
            <translation>测试框架开销</translation>
        </message>
        <message>
            <source>Compiler and flags the image was built with</source>
            <translation>构建镜像所用的编译器和编译选项</translation>
        </message>
        <message>
            <source>Cycles the empty harness costs; already subtracted from every sample</source>
            <translation>空测试框架的周期开销；已从每个样本中扣除</translation>
        </message>
        <message>
            <source>Statistics (cycles)</source>
            <translation>统计（周期）</translation>
        </message>
        <message>
            <source>Samples</source>
            <translation>样本数</translation>
        </message>
        <message>
            <source>Min</source>
            <translation>最小值</translation>
        </message>
        <message>
            <source>Median</source>
            <translation>中位数</translation>
        </message>
        <message>
            <source>Mean</source>
            <translation>平均值</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>最大值</translation>
        </message>
        <message>
            <source>Std. deviation</source>
            <translation>标准差</translation>
        </message>
        <message>
            <source>p90</source>
            <translation>p90</translation>
        </message>
        <message>
            <source>p99</source>
            <translation>p99</translation>
        </message>
        <message>
            <source>p99.9</source>
            <translation>p99.9</translation>
        </message>
        <message>
            <source>MAD</source>
            <translation>MAD</translation>
        </message>
        <message>
            <source>Outliers</source>
            <translation>离群值</translation>
        </message>
        <message>
            <source>The ideal path</source>
            <translation>理想路径</translation>
        </message>
        <message>
            <source>Typical cost</source>
            <translation>典型开销</translation>
        </message>
        <message>
            <source>Worst observed: jitter</source>
            <translation>观测到的最差值：抖动</translation>
        </message>
        <message>
            <source>Median absolute deviation from the median</source>
            <translation>相对中位数的绝对偏差的中位数</translation>
        </message>
        <message>
            <source>Samples above median + k·MAD (only slow outliers count)</source>
            <translation>高于 中位数 + k·MAD 的样本（只计偏慢的离群值）</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>Histogram</source>
            <translation>直方图</translation>
        </message>
        <message>
            <source>Counter vs analyzer</source>
            <translation>计数器与分析仪对比</translation>
        </message>
        <message>
            <source>Serial log</source>
            <translation>串口日志</translation>
        </message>
        <message>
            <source>Select one run to see its details.</source>
            <translation>选择一次运行以查看详情。</translation>
        </message>
        <message>
            <source>Select a run with a capture file</source>
            <translation>请选择带有采集文件的运行</translation>
        </message>
        <message>
            <source>&lt;b&gt;Run %1&lt;/b&gt; — %2 on %3, image %4</source>
            <translation>&lt;b&gt;运行 %1&lt;/b&gt; — %2，开发板 %3，镜像 %4</translation>
        </message>
        <message>
            <source>%1 MHz</source>
            <translation>%1 MHz</translation>
        </message>
        <message>
            <source>%1 at %2 MHz</source>
            <translation>%1，%2 MHz</translation>
        </message>
        <message>
            <source>no analyzer</source>
            <translation>无分析仪</translation>
        </message>
        <message>
            <source>%1 cycles</source>
            <translation>%1 个周期</translation>
        </message>
        <message>
            <source>%1 (k = %2)</source>
            <translation>%1（k = %2）</translation>
        </message>
        <message>
            <source>no samples</source>
            <translation>无样本</translation>
        </message>
        <message>
            <source>This run kept no capture file</source>
            <translation>这次运行没有保留采集文件</translation>
        </message>
        <message>
            <source>This run has no probe pulses paired with its samples</source>
            <translation>此运行没有与其样本配对的探针脉冲</translation>
        </message>
        <message>
            <source>Show the capture at the run's worst sample</source>
            <translation>在此运行的最差样本处显示采集</translation>
        </message>
        <message>
            <source>&lt;br&gt;&lt;a href='waveform'&gt;Show the worst sample in the waveform&lt;/a&gt;</source>
            <translation>&lt;br&gt;&lt;a href='waveform'&gt;在波形中显示最差样本&lt;/a&gt;</translation>
        </message>
        <message>
            <source>PulseView is not installed (not found on PATH)</source>
            <translation>未安装 PulseView（在 PATH 中找不到）</translation>
        </message>
        <message>
            <source>Open %1 in PulseView</source>
            <translation>在 PulseView 中打开 %1</translation>
        </message>
        <message>
            <source>This run has no analyzer pulses, so there is nothing to compare the cycle counter with.</source>
            <translation>这次运行没有分析仪脉冲，因此无法与周期计数器进行比较。</translation>
        </message>
        <message>
            <source>PulseView</source>
            <translation>PulseView</translation>
        </message>
        <message>
            <source>PulseView could not be started for %1.</source>
            <translation>无法为 %1 启动 PulseView。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::RunEditor</name>
        <message>
            <source>Rename run %1</source>
            <translation>重命名运行 %1</translation>
        </message>
        <message>
            <source>Annotate run %1</source>
            <translation>注释运行 %1</translation>
        </message>
        <message>
            <source>Rename campaign %1</source>
            <translation>重命名测试活动 %1</translation>
        </message>
        <message>
            <source>Annotate campaign %1</source>
            <translation>注释测试活动 %1</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s)</source>
            <translation>
                <numerusform>删除 %n 个运行</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete campaign %1</source>
            <translation>删除测试活动 %1</translation>
        </message>
        <message>
            <source>No run database is open: nothing was changed.</source>
            <translation>未打开运行数据库：未做任何更改。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::RunTableModel</name>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Campaign</source>
            <translation>测试活动</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>开发板</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>Opt</source>
            <translation>优化</translation>
        </message>
        <message>
            <source>MHz</source>
            <translation>MHz</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>基准测试</translation>
        </message>
        <message>
            <source>n</source>
            <translation>n</translation>
        </message>
        <message>
            <source>Min</source>
            <translation>最小值</translation>
        </message>
        <message>
            <source>Median</source>
            <translation>中位数</translation>
        </message>
        <message>
            <source>Mean</source>
            <translation>平均值</translation>
        </message>
        <message>
            <source>p99</source>
            <translation>p99</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>最大值</translation>
        </message>
        <message>
            <source>Cycle source</source>
            <translation>周期计数源</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Fastest sample in cycles: the ideal path</source>
            <translation>最快的样本（周期）：理想路径</translation>
        </message>
        <message>
            <source>Typical cost in cycles</source>
            <translation>典型开销（周期）</translation>
        </message>
        <message>
            <source>99th percentile in cycles: jitter</source>
            <translation>第 99 百分位数（周期）：抖动</translation>
        </message>
        <message>
            <source>Slowest sample in cycles: worst observed jitter</source>
            <translation>最慢的样本（周期）：观测到的最大抖动</translation>
        </message>
        <message>
            <source>ok, or implausible (its samples cannot be true; the reason says why)</source>
            <translation>正常，或不可信（样本不可能为真；原因中说明）</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::RunsPage</name>
        <message>
            <source>Filter: campaign name or any text in any column</source>
            <translation>筛选：测试活动名称或任意列中的任意文本</translation>
        </message>
        <message>
            <source>Shows the runs whose campaign name, or any column, contains this text (case does not matter)</source>
            <translation>显示测试活动名称或任意列包含此文本的运行（不区分大小写）</translation>
        </message>
        <message>
            <source>Any verdict</source>
            <translation>任意判定</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>fail</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>inconclusive</source>
            <translation>无法判定</translation>
        </message>
        <message>
            <source>not validated</source>
            <translation>未验证</translation>
        </message>
        <message>
            <source>Select all</source>
            <translation>全选</translation>
        </message>
        <message>
            <source>Select every listed run (Ctrl+A)</source>
            <translation>选择所有列出的运行（Ctrl+A）</translation>
        </message>
        <message>
            <source>Select none</source>
            <translation>全不选</translation>
        </message>
        <message>
            <source>Clear the selection</source>
            <translation>清除选择</translation>
        </message>
        <message>
            <source>Compare selected</source>
            <translation>比较所选</translation>
        </message>
        <message>
            <source>Open the selected runs on the Compare page</source>
            <translation>在“比较”页中打开所选的运行</translation>
        </message>
        <message>
            <source>%1 of %2 runs</source>
            <translation>%1 / %2 次运行</translation>
        </message>
        <message>
            <source>Cannot list the runs: %1</source>
            <translation>无法列出运行记录：%1</translation>
        </message>
        <message>
            <source>Cannot list the failed cells: %1</source>
            <translation>无法列出失败的单元：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n campaign cell(s) failed and stored no runs:</source>
            <translation>
                <numerusform>%n 个测试活动单元失败，未存储任何运行：</numerusform>
            </translation>
        </message>
        <message>
            <source>Any kernel</source>
            <translation>任意内核</translation>
        </message>
        <message>
            <source>Any benchmark</source>
            <translation>任意基准测试</translation>
        </message>
        <message>
            <source>Open the %1 selected runs on the Compare page</source>
            <translation>在“比较”页中打开所选的 %1 次运行</translation>
        </message>
        <message>
            <source>Select two or more runs to compare them</source>
            <translation>选择两次或更多运行以进行比较</translation>
        </message>
        <message>
            <source>Export runs</source>
            <translation>导出运行记录</translation>
        </message>
        <message>
            <source>No runs are listed: nothing to export.</source>
            <translation>列表中没有运行：没有可导出的内容。</translation>
        </message>
        <message>
            <source>Export runs as CSV</source>
            <translation>将运行记录导出为 CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <source>Cannot write %1: no runs are loaded</source>
            <translation>无法写入 %1：没有加载运行</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Writing %1 failed: %2</source>
            <translation>写入 %1 失败：%2</translation>
        </message>
        <message>
            <source>Show in the detail pane</source>
            <translation>在详情窗格中显示</translation>
        </message>
        <message>
            <source>Compare the %1 selected runs</source>
            <translation>比较选中的 %1 个运行</translation>
        </message>
        <message>
            <source>Rename run %1…</source>
            <translation>重命名运行 %1…</translation>
        </message>
        <message>
            <source>Annotate run %1…</source>
            <translation>注释运行 %1…</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n selected run(s)…</source>
            <translation>
                <numerusform>删除选中的 %n 个运行…</numerusform>
            </translation>
        </message>
        <message>
            <source>Rename campaign %1…</source>
            <translation>重命名测试活动 %1…</translation>
        </message>
        <message>
            <source>Annotate campaign %1…</source>
            <translation>注释测试活动 %1…</translation>
        </message>
        <message>
            <source>Delete campaign %1…</source>
            <translation>删除测试活动 %1…</translation>
        </message>
        <message>
            <source>Rename run %1</source>
            <translation>重命名运行 %1</translation>
        </message>
        <message>
            <source>Name (empty: none):</source>
            <translation>名称（留空：无）：</translation>
        </message>
        <message>
            <source>Annotate run %1</source>
            <translation>注释运行 %1</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>注释：</translation>
        </message>
        <message>
            <source>Delete runs</source>
            <translation>删除运行</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n run(s) (%1) from the database? Edit ▸ Undo brings them back.</source>
            <translation>
                <numerusform>从数据库中删除 %n 个运行（%1）？“编辑 ▸ 撤销”可将其恢复。</numerusform>
            </translation>
        </message>
        <message>
            <source>Rename campaign %1</source>
            <translation>重命名测试活动 %1</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>名称：</translation>
        </message>
        <message>
            <source>A campaign's name cannot be empty: campaign %1 keeps '%2'.</source>
            <translation>测试活动名称不能为空：测试活动 %1 保留“%2”。</translation>
        </message>
        <message>
            <source>Annotate campaign %1</source>
            <translation>注释测试活动 %1</translation>
        </message>
        <message>
            <source>Delete campaign</source>
            <translation>删除测试活动</translation>
        </message>
        <message numerus="yes">
            <source>Delete campaign %1 '%2' and its %n run(s) from the database? Edit ▸ Undo brings them back.</source>
            <translation>
                <numerusform>从数据库中删除测试活动 %1“%2”及其 %n 个运行？“编辑 ▸ 撤销”可将其恢复。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelftestStep</name>
        <message>
            <source>PASS</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>SKIP</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>%1  %2: %3</source>
            <extracomment>A bench self-test line: PASS/FAIL/SKIP, the link of the bench, what was seen.</extracomment>
            <translation>%1  %2：%3</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::SettingsDialog</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>Language of the user interface. 'System' follows the desktop locale. Applies at once when you press OK.</source>
            <translation>用户界面的语言。“系统”跟随桌面区域设置。按“确定”后立即生效。</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Folder with the firmware images and their manifest.json (the firmware build's images folder). The environment variable CYCLELAB_IMAGES_DIR overrides it.</source>
            <translation>存放固件镜像及其 manifest.json 的文件夹（固件构建的 images 文件夹）。环境变量 CYCLELAB_IMAGES_DIR 优先于此设置。</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Firmware images</source>
            <translation>固件镜像</translation>
        </message>
        <message>
            <source>Firmware &amp;images:</source>
            <translation>固件镜像(&amp;I)：</translation>
        </message>
        <message>
            <source>No firmware images</source>
            <translation>没有固件镜像</translation>
        </message>
        <message>
            <source>%1 has no manifest.json. Choose the images folder of a firmware build (build/firmware/images) or of an installation.</source>
            <translation>%1 中没有 manifest.json。请选择固件构建（build/firmware/images）或安装目录中的 images 文件夹。</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::StatsTable</name>
        <message>
            <source>no change</source>
            <translation>无变化</translation>
        </message>
        <message>
            <source>regression</source>
            <translation>退化</translation>
        </message>
        <message>
            <source>improvement</source>
            <translation>改进</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>内核</translation>
        </message>
        <message>
            <source>core clock (cpuHz)</source>
            <translation>内核时钟（cpuHz）</translation>
        </message>
        <message>
            <source>optimisation level</source>
            <translation>优化等级</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>配置档</translation>
        </message>
        <message>
            <source>board</source>
            <translation>开发板</translation>
        </message>
        <message>
            <source>database</source>
            <translation>数据库</translation>
        </message>
        <message>
            <source>campaign</source>
            <translation>测试活动</translation>
        </message>
        <message>
            <source>What the statistics compare: a condition, the database each run was read from (add databases with the Compare page's Databases button), or the campaign each run belongs to</source>
            <translation>统计比较的对象：某个条件、每次运行所来自的数据库（用比较页的“数据库”按钮添加数据库），或每次运行所属的测试活动</translation>
        </message>
        <message>
            <source>The group every other group is compared with</source>
            <translation>其他各组与之比较的基准组</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy the selected rows (or all) as CSV (Ctrl+C in the table)</source>
            <translation>将选中的行（或全部行）复制为 CSV（在表格中按 Ctrl+C）</translation>
        </message>
        <message>
            <source>Export statistics…</source>
            <translation>导出统计…</translation>
        </message>
        <message>
            <source>Write the statistics table as CSV</source>
            <translation>将统计表写入 CSV 文件</translation>
        </message>
        <message>
            <source>Statistics by:</source>
            <translation>统计分组：</translation>
        </message>
        <message>
            <source>Baseline:</source>
            <translation>基准：</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>基准测试</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>组</translation>
        </message>
        <message>
            <source>n baseline</source>
            <translation>基准 n</translation>
        </message>
        <message>
            <source>n group</source>
            <translation>组 n</translation>
        </message>
        <message>
            <source>Median baseline</source>
            <translation>基准中位数</translation>
        </message>
        <message>
            <source>Median group</source>
            <translation>组中位数</translation>
        </message>
        <message>
            <source>Change %</source>
            <translation>变化 %</translation>
        </message>
        <message>
            <source>95% CI of the difference</source>
            <translation>差值的 95% 置信区间</translation>
        </message>
        <message>
            <source>p</source>
            <translation>p</translation>
        </message>
        <message>
            <source>Cliff's δ</source>
            <translation>Cliff's δ</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>Differs (flagged)</source>
            <translation>存在差异（已标记）</translation>
        </message>
        <message>
            <source>Computing the statistics…</source>
            <translation>正在计算统计…</translation>
        </message>
        <message>
            <source>The runs pooled here do not share: %1</source>
            <translation>此处合并的运行并不共有：%1</translation>
        </message>
        <message>
            <source>Statistics: one group only, nothing to compare with the baseline. Choose another grouping.</source>
            <translation>统计：只有一个组，没有可与基准比较的组。请选择其他分组方式。</translation>
        </message>
        <message numerus="yes">
            <source>Each group against the baseline %1, in %2: median change, 95% bootstrap CI of the median difference (%3 resamples), two-sided Mann-Whitney p and Cliff's δ (&gt; 0: slower), the verdict at ±%4 % and p &lt; %5, as cyclelab-cli compare computes them. %n row(s) flagged ⚑: their runs differ in warm-up, samples per run or firmware, or (runs of several databases) in board or in what a cycle is.</source>
            <translation>
                <numerusform>各组与基准 %1 比较，单位 %2：中位数变化、中位数差值的 95% bootstrap 置信区间（%3 次重采样）、双侧 Mann-Whitney p 值和 Cliff's δ（&gt; 0：更慢），以 ±%4 % 和 p &lt; %5 判定，与 cyclelab-cli compare 的计算相同。%n 行标记为 ⚑：其运行的预热次数、每次运行的样本数或固件不同，或（来自多个数据库的运行）开发板或周期的含义不同。</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Writing %1 failed: %2</source>
            <translation>写入 %1 失败：%2</translation>
        </message>
        <message>
            <source>Export statistics as CSV</source>
            <translation>将统计导出为 CSV</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::StoreSession</name>
        <message>
            <source>Cannot create the folder %1 for the database: check its permissions or choose another location.</source>
            <translation>无法为数据库创建文件夹 %1：请检查权限或选择其他位置。</translation>
        </message>
    </context>
    <context>
        <name>WaveformData</name>
        <message>
            <source>run %1 kept no capture file (the campaign ran without a capture folder)</source>
            <translation>运行 %1 未保留采集文件（该活动运行时没有采集文件夹）</translation>
        </message>
        <message>
            <source>the capture of run %1, %2, is gone (moved or deleted)</source>
            <translation>运行 %1 的采集文件 %2 已不存在（被移动或删除）</translation>
        </message>
        <message>
            <source>no marker window of %1 holds the %2 probe pulses stored with run %3 (%4 windows on probe channel %5, marker channel %6): the file is not this run's capture</source>
            <translation>%1 中没有任何标记窗口包含运行 %3 所存的 %2 个探针脉冲（探针通道 %5、标记通道 %6 上共 %4 个窗口）：该文件不是此运行的采集文件</translation>
        </message>
        <message>
            <source>%1 does not say its samplerate: give it first</source>
            <translation>%1 未注明其采样率：请先指定采样率</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::WaveformView</name>
        <message>
            <source>probe</source>
            <translation>探针</translation>
        </message>
        <message>
            <source>marker</source>
            <translation>标记</translation>
        </message>
        <message>
            <source>#%1: %2 cyc</source>
            <translation>#%1：%2 周期</translation>
        </message>
        <message>
            <source>pulse %1: unpaired</source>
            <translation>脉冲 %1：未配对</translation>
        </message>
        <message>
            <source>%1 = %2 cyc</source>
            <translation>%1 = %2 周期</translation>
        </message>
        <message>
            <source>dev %1 ns %2</source>
            <translation>偏差 %1 ns %2</translation>
        </message>
        <message>
            <source>✓ agrees</source>
            <translation>✓ 一致</translation>
        </message>
        <message>
            <source>✗ disagrees</source>
            <translation>✗ 不一致</translation>
        </message>
        <message>
            <source>No capture loaded</source>
            <translation>未加载采集</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::WaveformWindow</name>
        <message>
            <source>Zoom out (Ctrl+wheel over the waveform)</source>
            <translation>缩小（在波形上 Ctrl+滚轮）</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl+wheel over the waveform)</source>
            <translation>放大（在波形上 Ctrl+滚轮）</translation>
        </message>
        <message>
            <source>Whole capture</source>
            <translation>整个采集</translation>
        </message>
        <message>
            <source>Run's window</source>
            <translation>运行的窗口</translation>
        </message>
        <message>
            <source>The marker window this run's pulses came from</source>
            <translation>此运行的脉冲所在的标记窗口</translation>
        </message>
        <message>
            <source>Next disagreeing sample</source>
            <translation>下一个不一致的样本</translation>
        </message>
        <message>
            <source>sample #</source>
            <translation>样本 #</translation>
        </message>
        <message>
            <source>Go</source>
            <translation>转到</translation>
        </message>
        <message>
            <source>Waveform of run %1 (%2)</source>
            <translation>运行 %1 的波形（%2）</translation>
        </message>
        <message>
            <source>Run %1, %2: capture %3</source>
            <translation>运行 %1，%2：采集 %3</translation>
        </message>
        <message>
            <source>Reading the capture…</source>
            <translation>正在读取采集…</translation>
        </message>
        <message>
            <source>Waveform of %1</source>
            <translation>%1 的波形</translation>
        </message>
        <message>
            <source>Capture %1</source>
            <translation>采集文件 %1</translation>
        </message>
        <message>
            <source>The waveform cannot be shown: %1</source>
            <translation>无法显示波形：%1</translation>
        </message>
        <message>
            <source>%1 samples at %2 MHz, %3 channels; marker window %4 of %5; indexed in %6 s into %7 KiB. Drag to pan, Ctrl+wheel to zoom, click for cursor A, Shift+click for B.</source>
            <translation>%1 个样本，%2 MHz，%3 个通道；标记窗口 %4/%5；索引用时 %6 秒，占 %7 KiB。拖动平移，Ctrl+滚轮缩放，单击设置光标 A，Shift+单击设置光标 B。</translation>
        </message>
        <message>
            <source>%1 samples at %2 MHz, %3 channels; indexed in %4 s into %5 KiB. Drag to pan, Ctrl+wheel to zoom, click for cursor A, Shift+click for B.</source>
            <translation>%1 个样本，%2 MHz，%3 个通道；索引用时 %4 秒，占 %5 KiB。拖动平移，Ctrl+滚轮缩放，单击设置光标 A，Shift+单击设置光标 B。</translation>
        </message>
        <message>
            <source>Sample #%1 was paired with no pulse.</source>
            <translation>样本 #%1 未与任何脉冲配对。</translation>
        </message>
        <message>
            <source>The run has %1 samples (#0 to #%2).</source>
            <translation>此运行有 %1 个样本（#0 至 #%2）。</translation>
        </message>
        <message>
            <source>Every paired sample of this run agrees with its pulse.</source>
            <translation>此运行的每个已配对样本都与其脉冲一致。</translation>
        </message>
        <message>
            <source>A at %1</source>
            <translation>A 位于 %1</translation>
        </message>
        <message>
            <source>B at %1</source>
            <translation>B 位于 %1</translation>
        </message>
        <message>
            <source>; Δt = %1</source>
            <translation>；Δt = %1</translation>
        </message>
        <message>
            <source>; Δt = %1 = %2 core cycles at %3 MHz</source>
            <translation>；Δt = %1 = %2 个内核周期（%3 MHz）</translation>
        </message>
    </context>
    <context>
        <name>cyclelab::app::WorkerProgress</name>
        <message>
            <source>Cells run side by side, one per worker (one QEMU each on the virtual bench)</source>
            <translation>各单元并行运行，每个工作线程一个（在虚拟测试台上每个一个 QEMU）</translation>
        </message>
        <message>
            <source>worker %1: idle</source>
            <translation>工作线程 %1：空闲</translation>
        </message>
        <message>
            <source>worker %1: cell %2 %3</source>
            <translation>工作线程 %1：单元 %2 %3</translation>
        </message>
        <message>
            <source>, boot %1</source>
            <translation>，第 %1 次启动</translation>
        </message>
        <message>
            <source> — starting</source>
            <translation> — 正在启动</translation>
        </message>
        <message>
            <source> — %1/%2 benchmarks</source>
            <translation> — %1/%2 个基准测试</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>CycleLab: RTOS micro-benchmarks on microcontrollers, cross-validated</source>
            <translation>CycleLab：微控制器上经交叉验证的 RTOS 微基准测试</translation>
        </message>
        <message>
            <source>Open this run database.</source>
            <translation>打开此运行数据库。</translation>
        </message>
        <message>
            <source>Write a PNG of every page into this folder, then quit.</source>
            <translation>将每个页面的 PNG 截图写入此文件夹，然后退出。</translation>
        </message>
        <message>
            <source>With --screenshot-dir: first run a short virtual-bench campaign from the Campaign page.</source>
            <translation>与 --screenshot-dir 一起使用：先在“测试活动”页运行一次简短的虚拟测试台测试活动。</translation>
        </message>
        <message>
            <source>Use this language (en, zh_CN) this time.</source>
            <translation>本次使用此语言（en、zh_CN）。</translation>
        </message>
    </context>
</TS>
