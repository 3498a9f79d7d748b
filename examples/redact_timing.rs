//! How long `redact` takes: the first call in a process (which builds the keyword scan and
//! compiles the rules the text triggers) and later calls, on 1 KB of clean English, 1 KB of
//! clean Chinese and a text with three secrets.
//!
//! `cargo run --release --example redact_timing` (each case runs in a fresh process of its own,
//! so that every first call is a cold one).

use std::process::Command;
use std::time::Instant;

use memory_manager::redact::redact;

const ENGLISH: &str = "We agreed to keep the session store in PostgreSQL and to drop the Redis \
cache for now, since the access pattern is mostly reads by primary key. The API layer validates \
each request before it touches the database; the token bucket limit is 5/s per client, and they \
said the key rotation job should run weekly. Use pnpm, not npm, in this repository, and run the \
tests with the end-to-end suite skipped on the shared machine. The password reset flow sends an \
e-mail through the queue; authentication errors are logged without the request body. Commit \
4f2a9c1 fixed the flaky test in src/store/mod.rs, and v1.2.3 ships on Friday. Please keep the \
answers short, cite the line you used, and prefer early returns over nested ifs. The migration \
guide lives at https://example.com/docs/migrate and the on-call contact is ops@example.com. \
When the build fails with a missing header, install the dev package first and retry the whole \
step rather than the single command. Secrets belong in the vault, never in the repository.";

const CHINESE: &str = "我们决定会话存储继续使用 PostgreSQL，暂时不用 Redis 缓存，因为访问模式主要是按主键读取。\
接口层在访问数据库之前先校验每个请求；每个客户端的令牌桶限制是每秒五次，密钥轮换任务每周运行一次。\
这个仓库统一使用 pnpm，不要用 npm，在共享机器上跑测试时跳过端到端用例。重置密码的流程通过队列发送邮件，\
认证错误只记录状态码，不记录请求体。提交 4f2a9c1 修复了存储模块里不稳定的测试，版本 v1.2.3 周五发布。\
回答请简短，引用用到的行号，优先使用提前返回而不是嵌套判断。迁移指南在文档站点上，值班联系人是运维组。\
构建因为缺少头文件失败时，先安装开发包，再重试整个步骤，而不是单条命令。密码错误时提示用户重新输入，\
不要泄露账号是否存在。机密信息放在保险库里，绝不提交到仓库。";

fn three_secrets() -> String {
    format!(
        "{ENGLISH}\nDeploy with token ghp_{} and db password=Vb8nQ2xL5mZk; 密码是 Hq3mZ8rT1k。",
        "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d"
    )
}

fn micros(f: impl Fn()) -> f64 {
    let start = Instant::now();
    f();
    start.elapsed().as_secs_f64() * 1e6
}

fn run(case: &str) {
    let text = match case {
        "english" => ENGLISH.to_string(),
        "chinese" => CHINESE.to_string(),
        _ => three_secrets(),
    };
    let cold = micros(|| {
        std::hint::black_box(redact(&text));
    });
    let mut warm: Vec<f64> = (0..2000)
        .map(|_| {
            micros(|| {
                std::hint::black_box(redact(&text));
            })
        })
        .collect();
    warm.sort_by(f64::total_cmp);
    let changed = redact(&text) != text.as_str();
    println!(
        "{case:<9} {:>5} bytes  cold {cold:>8.1} µs  warm median {:>6.1} µs  p90 {:>6.1} µs  changed: {changed}",
        text.len(),
        warm[warm.len() / 2],
        warm[warm.len() * 9 / 10],
    );
}

fn main() {
    if let Some(case) = std::env::args().nth(1) {
        run(&case);
        return;
    }
    let me = std::env::current_exe().expect("own path");
    for case in ["english", "chinese", "secrets"] {
        let status = Command::new(&me).arg(case).status().expect("run a case");
        assert!(status.success(), "{case} failed");
    }
}
