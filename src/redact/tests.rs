//! Secret shapes that must go, look-alikes that must stay byte for byte, and properties.
//! Every secret here is fake; prefixed tokens are assembled with `concat!` so that no scanner
//! mistakes this file for a leak.

use proptest::prelude::*;

use super::*;

/// `(text, the part that must be gone)`.
const SECRETS: &[(&str, &str)] = &[
    // Key/value secrets in code and configuration
    (r#"{"password": "Vb8nQ2xL5mZk"}"#, "Vb8nQ2xL5mZk"),
    (r#"password := "Tq7wE3rY9uIo""#, "Tq7wE3rY9uIo"),
    ("PASSWORD=x&rest=1", "=x&"),
    ("password=hunter2", "hunter2"),
    ("DB_PASSWORD='Zx9!kQ2#pL'", "Zx9!kQ2#pL"),
    ("passwd: s3cr3tP4ss", "s3cr3tP4ss"),
    ("export MYSQL_PWD=Rk4vT9zQ1w", "Rk4vT9zQ1w"),
    (r#"secret = "wD8hJ2kP0sLq""#, "wD8hJ2kP0sLq"),
    ("client_secret: 9fK2mQ7xR4tV1bN8", "9fK2mQ7xR4tV1bN8"),
    (
        "OPENAI_API_KEY=ak_51HqLyjWDarjtT1zdp7dc",
        "ak_51HqLyjWDarjtT1zdp7dc",
    ),
    (
        "x-api-key: 7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b",
        "7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b",
    ),
    ("smtp_pass: Sm7tP2pA5s", "Sm7tP2pA5s"),
    ("PGPASSWORD=Pg9wQ2eR5t psql -h db", "Pg9wQ2eR5t"),
    (r#"'password' => 'Ph9pW0rd!x',"#, "Ph9pW0rd!x"),
    (r#"password: str = "Py7tH0nPw""#, "Py7tH0nPw"),
    ("if password == \"Cmp4r3Pw\" {", "Cmp4r3Pw"),
    ("passphrase: \"blue Monkey 7 tree\"", "blue Monkey 7 tree"),
    ("STRIPE_KEY=q8Zr2Lm5Kx9Pw3Tn7Vb1", "q8Zr2Lm5Kx9Pw3Tn7Vb1"),
    (
        "session_id=8f14e45fceea167a5a36dedd4bea2543",
        "8f14e45fceea167a5a36dedd4bea2543",
    ),
    (
        r#""secret_key": "django-insecure-x8k2m9q4w7e1r5t3y6u0i""#,
        "x8k2m9q4w7e1",
    ),
    (
        concat!(
            "AccountKey=Qx7vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuF",
            "q2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;EndpointSuffix=core.windows.net"
        ),
        "Qx7vdM02x",
    ),
    (
        "SharedAccessSignature=sv=2021-08-06&ss=b&sig=Xk3%2Bq9Lm7vR2tY8wZ1cN4bF6hJ0dS5aE%3D",
        "Xk3%2Bq9",
    ),
    ("data:\n  password: cGFzc3dvcmQxMjM=\n", "cGFzc3dvcmQxMjM"),
    ("<password>Xml9Pass2wd</password>", "Xml9Pass2wd"),
    (
        r#"<add key="Password" value="NuGet7Pw0rd"/>"#,
        "NuGet7Pw0rd",
    ),
    (
        r#"{"auths": {"registry.example.com": {"auth": "ZGVwbG95OlJlZzFzdHJ5UHc="}}}"#,
        "ZGVwbG95",
    ),
    ("token: Bearer 9dK3mL7qP2xZ", "9dK3mL7qP2xZ"),
    // Command lines
    ("mysql -u root -pS3cr3tPw0rd shop", "S3cr3tPw0rd"),
    ("mysqldump -uadmin -p'Qw8#rT5y' db > dump.sql", "Qw8#rT5y"),
    ("pg_restore --password Fz3kW9qL2m dump", "Fz3kW9qL2m"),
    ("tool --password=Fz3kW9qL2m --verbose", "Fz3kW9qL2m"),
    ("sshpass -p 'Mn4bV7cX1z' ssh root@10.0.0.5", "Mn4bV7cX1z"),
    (
        "docker login -u bot -p Ty6uI9oP3a registry.example.com",
        "Ty6uI9oP3a",
    ),
    (
        "curl -u admin:Lp0oK9iJ8u https://api.example.com",
        "Lp0oK9iJ8u",
    ),
    // Headers
    (
        "Authorization: Bearer 8f3kQ1zX7mW2pL9vR4tY",
        "8f3kQ1zX7mW2pL9vR4tY",
    ),
    (
        "Authorization: Basic YWRtaW46aHVudGVyMg==",
        "YWRtaW46aHVudGVyMg",
    ),
    (
        r#"curl -H "Authorization: Token 4c7e1f9a2b8d6e3f0a5c7b9d1e3f5a7c" https://x.io"#,
        "4c7e1f9a",
    ),
    (
        "Cookie: sessionid=abc123XYZ789; csrftoken=QwErTy123456",
        "abc123XYZ789",
    ),
    ("Set-Cookie: sid=s%3AJ8kL2mN4; Path=/; HttpOnly", "J8kL2mN4"),
    (
        "Private-Token: q9Wm3Xk7Lp2Zr8Tn5Vb1",
        "q9Wm3Xk7Lp2Zr8Tn5Vb1",
    ),
    // URLs and connection strings
    (
        "postgres://app:Pg7pass9word@db.internal:5432/app",
        "Pg7pass9word",
    ),
    ("redis://:Rd5sEcReT8@cache:6379/0", "Rd5sEcReT8"),
    (
        "git remote add origin https://deploy:Gh8tK2mQ9z@git.example.com/org/repo.git",
        "Gh8tK2mQ9z",
    ),
    (
        "mongodb+srv://user:Mg0dB4pass7@cluster0.abcde.mongodb.net/test",
        "Mg0dB4pass7",
    ),
    (
        "jdbc:mysql://db:3306/shop?user=app&password=Jd8bC2pW5x&useSSL=true",
        "Jd8bC2pW5x",
    ),
    (
        "Server=tcp:sql.example.com,1433;Database=app;User ID=sa;Password=Sq1Srv9Pw;",
        "Sq1Srv9Pw",
    ),
    (
        "DATABASE_URL=mysql://root:My5ql8Pw@localhost/app",
        "My5ql8Pw",
    ),
    (
        concat!(
            "https://hooks.slack.com/services/",
            "T0A1B2C3D/B4E5F6G7H/",
            "u8jzPde0IgxLd6GncfBAepfJ"
        ),
        "u8jzPde0IgxLd6GncfBAepfJ",
    ),
    (
        concat!(
            "https://discord.com/api/webhooks/",
            "112233445566778899/",
            "KLzdocJ2isAjIhKtJ0RlgLKOmxgJTeKdNnFR"
        ),
        "KLzdocJ2isAjIhKtJ0",
    ),
    // Private keys
    (
        concat!(
            "-----BEGIN RSA PRIVATE ",
            "KEY-----\nMIIEowIBAAKCAQEAu8jzPde0IgxLd6Gnc\nfBAepfJBd0Kh8oOOL8d\n-----END RSA PRIVATE KEY-----\nnext"
        ),
        "MIIEowIBAAKCAQEAu8jz",
    ),
    (
        concat!(
            "-----BEGIN OPENSSH PRIVATE ",
            "KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----"
        ),
        "b3BlbnNzaC1rZXktdjEAAAAA",
    ),
    (
        concat!(
            "-----BEGIN EC PRIVATE ",
            "KEY-----\nMHcCAQEEIBXuDL7DxtpYlSXpfKtHF4vUCsMehGAkWvj7\n-----END EC PRIVATE KEY-----"
        ),
        "MHcCAQEEIBXuDL7D",
    ),
    (
        concat!(
            "-----BEGIN PGP PRIVATE ",
            "KEY BLOCK-----\n\nlQOYBGXabcdBCAC8DwkNhFdnXsiVpzz63Ff\n=Ab12\n-----END PGP PRIVATE KEY BLOCK-----"
        ),
        "lQOYBGXabcd",
    ),
    (
        concat!(
            "key:\n-----BEGIN PRIVATE ",
            "KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
        ),
        "MIIEvQIBADANBgkq",
    ),
    (
        "PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\nAAAAIFkCzJr4i0B3JrTAwR4y9ojflj\nPrivate-MAC: 8a9b0c1d2e3f",
        "AAAAIFkCzJr4i0B3",
    ),
    // Provider tokens (gitleaks' rules and our prefixes)
    (
        concat!(
            "eyJhbGciOiJIUzI1NiJ9",
            ".eyJzdWIiOiIxMjM0NTY3ODkwIn0",
            ".oQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"
        ),
        "eyJzdWIiOiIx",
    ),
    (
        concat!("token ghp_", "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d"),
        "u8jzPde0Igx",
    ),
    (
        concat!(
            "GITHUB_TOKEN=ghp_",
            "KLzdocJ2isAjIhKtJ0Rl\ngLKOmxgJTeKdNnFR\nnext line"
        ),
        "gLKOmxgJTeKdNnFR",
    ),
    (
        concat!(
            "github_pat_",
            "11ABCDEFG0",
            "IBXuDL7DxtpYlSXpfKtHF4vUCsMehGAkWvj7FAc9QeWJKY40uvSwMFLZDe1f8rESQedUStPKR0"
        ),
        "IBXuDL7Dxtp",
    ),
    (
        concat!("CI uses glpat-", "8DwkNhFdnXsiVpzz63Ff"),
        "8DwkNhFdnX",
    ),
    (
        concat!("slack xoxb-", "2048-1024-", "kCzJr4i0B3JrTAwR4y9ojflj"),
        "kCzJr4i0B3",
    ),
    (
        concat!(
            "refresh xoxe-",
            "1-",
            "My1xNTI2NzE4MjI0ODU4LTE1MjY3MTgyMjQ4NTg"
        ),
        "My1xNTI2NzE4",
    ),
    (
        concat!("aws AKIA", "Z7VRSQ5TJN2XWLPM here"),
        "Z7VRSQ5TJN2XWLPM",
    ),
    (
        concat!("key_id=AKIA", "Z7VRSQ5TJN2XWLPM_prod"),
        "Z7VRSQ5TJN2XWLPM",
    ),
    (
        concat!("aws secret oQoaF1LlqsajAIxN", "Ku8iS2G8NPRVdD53X83RZJzz ok"),
        "oQoaF1LlqsajAIxN",
    ),
    (
        concat!(
            "aws_secret_access_key = wJalrXUtnF",
            "EMI/K7MDENG/bPxRfiCYzq8Kd3fAkE"
        ),
        "wJalrXUtnFEMI",
    ),
    (
        concat!(
            "OPENAI sk-proj-",
            "zzgEOzdmenCkhvMdgaKjIg8xNbe3nNyjOq9wMxEhh2FDEEtf"
        ),
        "zzgEOzdmenCk",
    ),
    (
        concat!(
            "sk-ant-api03-",
            "jgVvVqE1SkHbn88HxjSI6bWHtP3fS2qHx6kwXoIIXGvOoNZYW2mZp0zVZomHFwUbbYrEqmSM9wCZ7Uw9xfogoEmvnEN5N-AA"
        ),
        "jgVvVqE1SkHbn88",
    ),
    (
        concat!(
            "sk-proj-",
            "zzgEOzdmenCkhvMdgaKjIg8x\nNbe3nNyjOq9wMxEhh2FDEEtf"
        ),
        "Nbe3nNyjOq9",
    ),
    (
        concat!("stripe sk_", "live_", "1aE6PwZPf1Qh6yYTWmE4lBYO"),
        "1aE6PwZPf1Qh",
    ),
    (
        concat!("restricted rk_", "live_", "1aE6PwZPf1Qh6yYTWmE4lBYO"),
        "1aE6PwZPf1Qh",
    ),
    (
        concat!(
            "//registry.npmjs.org/:_authToken=npm_",
            "V8fUkkibjL5DZPjN0MEQ7wjJJibaZUPgHV12"
        ),
        "V8fUkkibjL5D",
    ),
    (
        concat!("HF_TOKEN=hf_", "VfUkkibjLDZPjNMEQwjJJibaZUPgHVabcd"),
        "VfUkkibjLDZP",
    ),
    (
        concat!(
            "SENDGRID_API_KEY=SG.",
            "7iB3m03nbqnsGpWLuqIA1i.",
            "d6Vw5DQL05HA064GiIjHGb3CXlMaXZjljENUhJduRHH"
        ),
        "d6Vw5DQL05HA",
    ),
    (
        concat!("maps AIza", "SyJEYXg4JdpmrcXgGCJbW56eCuNGMGmSrC"),
        "JEYXg4Jdpmrc",
    ),
    (
        concat!("ya29.", "a0AfH6SMBx8DwkNhFdnXsiVpzz63Ff"),
        "a0AfH6SMBx8D",
    ),
    (
        concat!(
            "dop_v1_",
            "1cfa8e2b3d4c5b6a79808f7e6d5c4b3a2918f7e6d5c4b3a29180f7e6d5c4b3a2"
        ),
        "1cfa8e2b3d4c",
    ),
    (
        "echo dXNlcjpzM2NyZXRQYXNz | base64 -d",
        "dXNlcjpzM2NyZXRQYXNz",
    ),
    // Chinese
    ("密码是 Vb8nQ2xL5mZk", "Vb8nQ2xL5mZk"),
    ("密码: Hq3mZ8rT1k", "Hq3mZ8rT1k"),
    ("密码：Hq3mZ8rT1k", "Hq3mZ8rT1k"),
    ("密钥:Kx7pL2qW9e", "Kx7pL2qW9e"),
    ("口令：Zt5yU8iO2p", "Zt5yU8iO2p"),
    ("令牌 Tk9rW3eQ7yU1", "Tk9rW3eQ7yU1"),
    ("秘钥是 Sk4dF7gH1j", "Sk4dF7gH1j"),
    ("数据库的密码为 Db6nM3bV8c，别外传", "Db6nM3bV8c"),
    ("服务器 root 密码改成了 Rt2yU5iO8p", "Rt2yU5iO8p"),
    ("API 密钥：ak-Lm4nB7vC1x", "ak-Lm4nB7vC1x"),
    ("我的 token 是 Tk3mQ8zX1wL5", "Tk3mQ8zX1wL5"),
    ("验证码是 483920", "483920"),
    ("授权码：qwertyAB12cd", "qwertyAB12cd"),
    ("私钥密码是「Pk8sL3mN6b」", "Pk8sL3mN6b"),
    ("密码是abc123请记住", "abc123"),
    ("记住:生产库密码 = Pr0dDb#2024", "Pr0dDb#2024"),
    // English prose
    ("the password is Vb8nQ2xL5mZk", "Vb8nQ2xL5mZk"),
    ("my token is tk_9Hq2Lm5Rx8Zp", "tk_9Hq2Lm5Rx8Zp"),
    ("The password is swordfish.", "swordfish"),
    (
        "the password for the staging db is Qa4sW7eD1f",
        "Qa4sW7eD1f",
    ),
    ("I changed the password to Ch4ng3dPw!", "Ch4ng3dPw!"),
    (
        "the api key is 3f9a7c2e1b8d4f6a0c5e7b9d",
        "3f9a7c2e1b8d4f6a0c5e7b9d",
    ),
    ("remember: the wifi password is `Wf8iPw2x`", "Wf8iPw2x"),
    (
        "use password \"correct horse battery staple\" for the vpn",
        "correct horse battery",
    ),
    ("password hunter2 works on staging", "hunter2"),
    // Private text
    ("a <private>secret plan</private> b", "secret plan"),
    ("a <PRIVATE>Secret Plan</Private> b", "Secret Plan"),
    ("a <private>never closed", "never closed"),
];

/// Texts without a secret: each must come back unchanged, borrowed.
const LOOK_ALIKES: &[&str] = &[
    "git commit 4f2a9c1 fixed it",
    "fixed in 3f786850e387550fdab836ed7e6dc881de23001b, see the log",
    "request id 123e4567-e89b-12d3-a456-426614174000",
    "![dot](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)",
    r#"checksum = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855""#,
    "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    r#""integrity": "sha512-Q5VrG1X9kTz0vJ3bL8cW2nP7mR4sT6uY1aE3dF5gH7jK9lZ0xC2vB4nM6qW8eR0tY2uI4oP6aS8dF0gH2jK4lZ==""#,
    "reset the password flow before release",
    "the token bucket limit is 5/s",
    "密码错误时提示用户",
    "use a password manager",
    "password=<your-password>",
    "export PASSWORD=$PASSWORD",
    "password: ${DB_PASSWORD}",
    "password: ****",
    "password=changeme",
    "npm install @types/node lodash.debounce",
    "see /home/user/.ssh/id_rsa.pub and src/redact/mod.rs",
    "bump to v1.2.3-rc.1",
    "see https://github.com/org/repo/pull/42",
    "ssh deploy@10.0.0.5",
    "mail alice@example.com about it",
    "the token is expired",
    "the password is wrong, try again",
    "max_tokens: 4096",
    "token_type: bearer",
    "primary_key: id",
    "keyboard shortcut Ctrl+K",
    "the API key must be rotated every 90 days",
    "密码是必填项",
    "密码长度至少 8 位",
    "令牌桶算法限制每秒 5 个请求",
    "Bearer token authentication is used",
    "interface User { password?: string; token: string }",
    "token = os.environ['GITHUB_TOKEN']",
    "api_key = settings.API_KEY",
    "password_reset_url: /account/reset",
    "echo $PW | docker login --password-stdin",
    "git clone git@github.com:org/repo.git",
    "mysql -u root -p shop",
    "PWD=/home/user/app",
    "secrets: inherit",
    "Basic usage: run the binary",
    "docker run -p 8080:80 nginx",
    "pip install scikit-learn",
    "hf_hub_download(repo_id='bert-base-uncased')",
    "npm_config_registry=https://registry.npmjs.org/",
    "AKIA is the prefix of AWS access key ids",
    "the key is in the vault",
    "session timeout is 30m",
    "tokens: 1500",
    "授权码模式适合服务端应用",
    "cookie consent banner",
    "public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGd6Vw5DQL05HA064GiIjHGb3CXlMaXZjljENUhJduRHH me@laptop",
    "修改密码后需要重新登录",
    "令牌过期时间为 3600 秒",
    "口令：见 1Password",
    "password must contain 1 digit",
    "(using password: YES)",
    "Use pnpm, not npm; the token bucket limit is 5/s",
    "the private key lives in ~/.ssh/id_ed25519",
    "token: string",
    "set the password in the settings page",
    "the secret is out",
    "WWW-Authenticate: Bearer realm=\"example\"",
    "DeprecationWarning: pass `key=` instead",
];

/// Why `text` fails its expectation, if it does.
fn secret_failure(text: &str, gone: &str) -> Option<String> {
    let out = redact(text);
    let private = text.to_ascii_lowercase().contains("<private>");
    if out.contains(gone) || !(private || out.contains(REMOVED)) {
        return Some(format!("{text:?} → {out:?}"));
    }
    None
}

#[test]
fn every_secret_shape_is_removed() {
    assert!(SECRETS.len() >= 70, "{} shapes", SECRETS.len());
    let failures: Vec<String> = SECRETS
        .iter()
        .filter_map(|(text, gone)| secret_failure(text, gone))
        .collect();
    assert!(failures.is_empty(), "kept:\n{}", failures.join("\n"));
}

#[test]
fn look_alikes_are_left_alone() {
    assert!(LOOK_ALIKES.len() >= 35, "{} look-alikes", LOOK_ALIKES.len());
    let failures: Vec<String> = LOOK_ALIKES
        .iter()
        .filter_map(|text| match redact(text) {
            Cow::Borrowed(_) => None,
            Cow::Owned(out) => Some(format!("{text:?} → {out:?}")),
        })
        .collect();
    assert!(failures.is_empty(), "changed:\n{}", failures.join("\n"));
}

#[test]
fn key_names_stay_and_values_go() {
    let cases = [
        ("password=hunter2", "password=[removed]"),
        ("PASSWORD=x&rest=1", "PASSWORD=[removed]&rest=1"),
        (r#"{"token": "Vb8nQ2xL5mZk"}"#, r#"{"token": "[removed]"}"#),
        ("密码是 Vb8nQ2xL5mZk", "密码是 [removed]"),
        (
            "Authorization: Bearer 8f3kQ1zX7mW2pL9vR4tY",
            "Authorization: Bearer [removed]",
        ),
        (
            "redis://:Rd5sEcReT8@cache:6379/0",
            "redis://:[removed]@cache:6379/0",
        ),
        ("a <private>x</private> b", "a  b"),
        (
            concat!("key_id=AKIA", "Z7VRSQ5TJN2XWLPM_prod"),
            "key_id=[removed]_prod",
        ),
        (
            concat!("t=ghp_", "KLzdocJ2isAjIhKtJ0Rl\ngLKOmxgJTeKdNnFR\nnext"),
            "t=[removed]\nnext",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(redact(text), want, "{text:?}");
    }
}

#[test]
fn several_secrets_in_one_text() {
    let text = concat!(
        "deploy with token ghp_",
        "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d, db password=Vb8nQ2xL5mZk\n",
        "and 密码是 Hq3mZ8rT1k; the rest stays."
    );
    let out = redact(text);
    assert_eq!(out.matches(REMOVED).count(), 3, "{out}");
    assert!(out.ends_with("the rest stays."), "{out}");
}

/// Words and look-alike pieces that cannot make a secret together.
fn plain_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("the".to_string()),
        Just("flow".to_string()),
        Just("bucket".to_string()),
        Just("4f2a9c1".to_string()),
        Just("3f786850e387550fdab836ed7e6dc881de23001b".to_string()),
        Just("123e4567-e89b-12d3-a456-426614174000".to_string()),
        Just("v1.2.3".to_string()),
        Just("src/main.rs".to_string()),
        Just("https://example.com/a?b=c".to_string()),
        Just("alice@example.com".to_string()),
        Just("用户".to_string()),
        Just("提示".to_string()),
        Just("错误".to_string()),
        Just("5/s".to_string()),
        Just("=".to_string()),
        Just(":".to_string()),
        Just("\n".to_string()),
        Just("release".to_string()),
        Just("Deploy".to_string()),
        Just("is".to_string()),
        Just("密钥管理".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn never_panics_and_is_idempotent(text in "\\PC{0,200}") {
        let once = redact(&text).into_owned();
        prop_assert_eq!(redact(&once), once.as_str());
    }

    #[test]
    fn shapes_mixed_into_text_are_idempotent(
        before in "[a-zA-Z0-9 :=\n密码是]{0,30}",
        pick in 0..SECRETS.len(),
        after in "[a-zA-Z0-9 :=\n密码是]{0,30}",
    ) {
        let text = format!("{before}{}{after}", SECRETS[pick].0);
        let once = redact(&text).into_owned();
        prop_assert_eq!(redact(&once), once.as_str());
    }

    #[test]
    fn secret_free_text_comes_back_borrowed(pieces in prop::collection::vec(plain_piece(), 0..30)) {
        let text = pieces.join(" ");
        let out = redact(&text);
        prop_assert!(matches!(out, Cow::Borrowed(_)), "{:?} → {:?}", text, out);
    }
}
