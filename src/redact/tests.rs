//! Secret shapes that must go, look-alikes that must stay byte for byte, and properties.
//! Every secret here is fake; prefixed tokens are assembled with `concat!` so that no scanner
//! mistakes this file for a leak.

use proptest::prelude::*;

use super::*;

/// `(text, the part that must be gone)`.
const SECRETS: &[(&str, &str)] = &[
    // Schemes and tags in any case
    (
        "use Bearer 9f8a7s6d5f4g3h2j1kQWE for auth",
        "9f8a7s6d5f4g3h2j1kQWE",
    ),
    (
        "the staging deploy uses BEARER abc.def-ghi_jkl123 here",
        "abc.def-ghi_jkl123",
    ),
    (
        "a <PRIVATE>home is 12 Elm Street</PRIVATE> b",
        "12 Elm Street",
    ),
    (
        "a <Private>home is 12 Elm Street</Private> b",
        "12 Elm Street",
    ),
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
        "SESSION_KEY=8f14e45fceea167a5a36dedd4bea2543",
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
    (
        "staging SASL password for the ledger CI job is Zq7!mV2rT9xLp4 - keep it",
        "Zq7!mV2rT9xLp4",
    ),
    (
        "COS 的密钥：SecretId AKIDq3Xw9LmT7bRk2VfZ8nPcY5sHj4GdE6uA 。",
        "AKIDq3Xw9LmT7bRk2VfZ8nPcY5sHj4GdE6uA",
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
    // More shapes of the same families
    (
        concat!(
            "Authorization: Bearer sk-ant-api03-",
            "jgVvVqE1SkHbn88HxjSI6bWHtP3fS2qHx6kw"
        ),
        "jgVvVqE1Sk",
    ),
    (
        concat!(
            "x-api-key: sk-ant-api03-",
            "jgVvVqE1SkHbn88HxjSI6bWHtP3fS2qHx6kw"
        ),
        "jgVvVqE1Sk",
    ),
    (
        concat!(
            "export OPENAI_API_KEY=sk-",
            "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj"
        ),
        "u8jzPde0Igx",
    ),
    (
        concat!(
            "git clone https://ghp_",
            "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d@github.com/o/r.git"
        ),
        "u8jzPde0Igx",
    ),
    (
        concat!(
            "{\"token\": \"xoxp-",
            "2048-1024-kCzJr4i0B3JrTAwR4y9ojflj\"}"
        ),
        "kCzJr4i0B3",
    ),
    (
        concat!("aws_access_key_id = ASIA", "Z7VRSQ5TJN2XWLPM"),
        "Z7VRSQ5TJN2XWLPM",
    ),
    (
        "Cookie: jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcDEF123",
        "eyJzdWIi",
    ),
    (
        "here's the JWT: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abcDEF123",
        "eyJzdWIi",
    ),
    (
        concat!(
            "-----BEGIN ENCRYPTED PRIVATE ",
            "KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkq\n-----END ENCRYPTED PRIVATE KEY-----"
        ),
        "MIIFHDBOBgkq",
    ),
    (
        concat!(
            "-----BEGIN DSA PRIVATE ",
            "KEY-----\nMIIBuwIBAAKBgQD\n-----END DSA PRIVATE KEY-----"
        ),
        "MIIBuwIBAAKBgQD",
    ),
    (
        "https://api.example.com/login?user=bob&password=Hq3mZ8rT1k",
        "Hq3mZ8rT1k",
    ),
    (
        "https://api.example.com/data?token=8f3kQ1zX7mW2pL9vR4tY&page=2",
        "8f3kQ1zX7mW2",
    ),
    ("authorization: bearer 8f3kQ1zX7mW2pL9vR4tY", "8f3kQ1zX7mW2"),
    ("我的密码是 hunter2", "hunter2"),
    ("密码是：hunter2", "hunter2"),
    ("密码 hunter2", "hunter2"),
    ("登录密码：Abc@123", "Abc@123"),
    ("root密码为P@ssw0rd", "P@ssw0rd"),
    ("数据库密码 db_pass_2024", "db_pass_2024"),
    ("密码 ： Abc123x", "Abc123x"),
    ("api_key：sk-abc123def456ghi789jkl0", "sk-abc123def456"),
    ("token 为 abc123def", "abc123def"),
    ("密钥是“Kx7pL2qW9e”", "Kx7pL2qW9e"),
    ("口令 = 123456", "123456"),
    ("my password is P@ssw0rd!", "P@ssw0rd"),
    ("pwd=P@ssw0rd!", "P@ssw0rd"),
    ("use token abc123def456ghi789 for auth", "abc123def456"),
    (
        "HEROKU_API_KEY=01234567-89ab-cdef-0123-456789abcdef",
        "456789abcdef",
    ),
    ("_auth=dXNlcjpzM2NyZXRQYXNz", "dXNlcjpz"),
    (
        "Data Source=db;Initial Catalog=app;User Id=sa;Password=Sq1Srv9Pw;",
        "Sq1Srv9Pw",
    ),
    ("amqp://guest:Gu3stPw9@rabbit:5672/", "Gu3stPw9"),
    (
        "telegram https://api.telegram.org/bot1234567890:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw4/sendMessage",
        "AAHdqTcvCH1v",
    ),
    (
        "bot token 1234567890:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw4",
        "AAHdqTcvCH1v",
    ),
    (
        "Authorization: token 4c7e1f9a2b8d6e3f0a5c7b9d1e3f5a7c",
        "4c7e1f9a2b8d",
    ),
    ("https://user:p%40ss!w0rd@host.example.com/x", "p%40ss"),
    ("wget --http-password=Wg3tPw9x https://x", "Wg3tPw9x"),
    ("--db-password abc123xyz", "abc123xyz"),
    ("用户名 root 密码 toor", "toor"),
    ("密码是 toor", "toor"),
    ("login: admin / password: admin", "password: admin"),
    ("credentials: admin/hunter2", "hunter2"),
    ("user=admin pass=hunter2", "hunter2"),
    (
        "kubectl create secret generic db --from-literal=password=S3cr3tK8s",
        "S3cr3tK8s",
    ),
    (
        "git config --global github.token abc123def456ghi789",
        "abc123def456",
    ),
    (
        "npm config set //registry.npmjs.org/:_authToken abc123def456ghi789",
        "abc123def456",
    ),
    (r#"{\"password\":\"Vb8nQ2xL5mZk\"}"#, "Vb8nQ2xL5mZk"),
    ("setx API_KEY \"abc123def456\"", "abc123def456"),
    ("$env:GITHUB_TOKEN = \"Vb8nQ2xL5mZk1\"", "Vb8nQ2xL5mZk1"),
    ("spring.datasource.password=Spr1ngPw", "Spr1ngPw"),
    (
        "aws configure set aws_secret_access_key oQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X83RZJzz",
        "oQoaF1Llqs",
    ),
    ("the passphrase is 'blue horse 7'", "blue horse"),
    ("PIN: 4821", "4821"),
    ("otp code 739201", "739201"),
    ("SESSION_SECRET=keyboard-cat-9", "keyboard-cat"),
    ("ssh root@1.2.3.4 password is Rt0or!", "Rt0or"),
    (
        "client_secret=abc8Q~defGHIjkl0123456789mnoPQRstuvWX",
        "abc8Q~",
    ),
    ("Password for admin: Adm1nPw!", "Adm1nPw"),
    ("the new password: Nw9pW!x2", "Nw9pW"),
    ("密码改为 Cg8hJ2kL", "Cg8hJ2kL"),
    ("请把 token 设置为 Tk3mQ8zX1wL5", "Tk3mQ8zX1wL5"),
    ("Secret: 4f9a2c7e1b8d", "4f9a2c7e1b8d"),
    ("redis-cli -h cache -a R3disPw9 ping", "R3disPw9"),
    ("mongosh mongodb://db -u admin -p Mg0Pw9x", "Mg0Pw9x"),
    ("sqlcmd -S db -U sa -P Sq1Pw9x -Q 'select 1'", "Sq1Pw9x"),
    ("ldapsearch -x -D cn=admin -w Ld4pPw9 -b dc=x", "Ld4pPw9"),
    ("smbclient //srv/share -U bob%Smb9Pw", "Smb9Pw"),
    ("openssl pkcs12 -in a.p12 -passin pass:Op3nPw9", "Op3nPw9"),
    ("zip -P Z1pPw9x secret.zip file", "Z1pPw9x"),
    ("7z x a.7z -pS3venZ", "S3venZ"),
    ("htpasswd -bc .htpasswd admin Ht9Pw!x", "Ht9Pw!x"),
    (
        "keytool -list -keystore k.jks -storepass St0rePw9",
        "St0rePw9",
    ),
    ("echo -n 'admin:Adm1nPw9' | base64", "Adm1nPw9"),
    ("redis-cli --pass R3disPw9", "R3disPw9"),
    ("PIN code is 4821", "4821"),
    ("otp_code: 739201", "739201"),
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
    "echo $PW | sudo -S ls",
    "echo hi | sudo tee /etc/motd",
    "echo done | passwd",
    "cat notes <<< hello",
    "sudo -S true",
    "useradd -m bob",
    "rabbitmqctl list_users",
    "net user bob",
    "ssh-keygen -t ed25519 -f id",
    "the two-pass build with PASS 2",
    "MAX_PASS 3",
    "PASS_COUNT 12",
    "the DB_PASS variable holds it",
    "密码hash值",
    "密钥AES256加密",
    "密码MD5加密",
    "令牌JWT过期",
    "密码123",
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
    "the auth cookie is httpOnly and secure",
    "remember the session token is shortLived",
    "the refresh token is rotatingDaily, see the docs",
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
    r#"{"session_id": "bae90d3f-a743-467e-9133-cf57ac7e1224", "hook_event_name": "Stop"}"#,
    r#"const NAMES: &[&str] = &["token", "secret", "config", "node"];"#,
    "values such as `password=`, `\"token\": \"…\"`, `密码是 …` become `[removed]`",
    "the rule was not saved with its token removed: see the log",
    // Code and compiler output
    "pub bracket_token: token::Bracket,",
    "fn register(&mut self, token: usize) {",
    "pub const FS_IOC_ADD_ENCRYPTION_KEY: u32 = 3226494487;",
    "let progress_token = context",
    "error: no rules expected the token `Sized`",
    "pub totalInboundDiscardedIPv6FilterBlockPkts: u64,",
    "the delegates are only modified if the token is found.",
    "// ===== impl CancellationToken =====",
    "token => return Ok(token),",
    "pub gr_passwd: *mut c_char,",
    "Dynamically linked shared libraries are identified by two things.",
    "It runs faster than equivalent two-pass memchr2+SWAR code",
    r#"inner: ErrorKind::Unexpected { token: "error" },"#,
    "ajojakso azotando ajokaist ajojaksoa",
    "expected the 7 glue tests to pass:\n{report}",
    "token count: 1500 tokens",
    "the auth flow uses PKCE",
    "api key rotation policy",
    "set the secret in GitHub Actions secrets",
    "password123 is a bad password",
    "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/db postgres",
    "go.sum: h1:Q5VrG1X9kTz0vJ3bL8cW2nP7mR4sT6uY1aE3dF5gH7j=",
    "Authorization header missing",
    "cookie: none",
    "session=abc",
    "export PATH=$HOME/bin:$PATH",
    "Patch the passthrough mode",
    "KeyError: 'password'",
    "self.password_hash = generate_password_hash(password)",
    "if not token:",
    "def login(username, password):",
    "password = request.form['password']",
    "token = jwt.encode(payload, SECRET_KEY)",
    "api_key: str | None = None",
    "password: Mapped[str] = mapped_column(String(128))",
    "const [token, setToken] = useState('')",
    "Authorization: `Bearer ${API_KEY}`",
    "curl -H 'Authorization: Bearer $TOKEN' https://x",
    "token_bucket = TokenBucket(rate=5)",
    "The private key is stored in KMS",
    "password is at least 12 characters",
    "password was leaked last week",
    "The token is valid for 24h",
    "the secret is to cache it",
    "密码长度为 12",
    "密码为 12 位",
    "设置密码为复杂密码",
    "密码是否正确",
    "口令错误",
    "私钥文件 id_rsa",
    "秘钥: 见 vault",
    "验证码 6 位",
    "cache key: 3f786850e387550fdab836ed7e6dc881de23001b",
    "idempotency key: 8f14e45f-ceea-467a-9a36-dedd4bea2543",
    "GPG key ID 3AA5C34371567BD2",
    "| password | see vault |",
    "uses: actions/checkout@a5ac7e51b41094c92402da3b24376905380afc29",
    "pin: latest",
    "Passwords must match",
    "token_endpoint: https://auth.example.com/oauth/token",
    "keyring set",
    "the access key id is shown once",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db",
    "zip -r out.zip src",
    "openssl rand -hex 32",
    "mysql -h db -P 3306 -u app -p",
    "keytool -genkey -alias app",
    "echo hello | base64",
    "ping 8.8.8.8",
    "mapping: pinned versions",
    "otp: true",
    "status_code: 200",
    "the password for the whole staging team is stored in the vault",
    "the token for every new CI job is rotated weekly",
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

    /// Fragments of secrets, keys, separators, quotes and redaction's own output, glued at
    /// random: the cases where one rule's output could become another's input.
    #[test]
    fn glued_fragments_are_idempotent(pieces in prop::collection::vec(prop_oneof![
        Just("password"), Just("token"), Just("密码"), Just("是"), Just("="), Just(":"), Just(" "),
        Just("\n"), Just("\""), Just("'"), Just("[removed]"), Just("<private>"),
        Just("</private>"), Just("ghp_"), Just("u8jzPde0IgxLd6GncfBAepfJBd0Kh8oO"),
        Just("Vb8nQ2xL5mZk"), Just("Bearer "), Just("https://"), Just("@"), Just("-----BEGIN "),
        Just("PRIVATE KEY-----"), Just("-p"), Just("mysql "), Just("eyJhbGciOiJIUzI1NiJ9."),
        Just("dXNlcjpwYXNz"), Just("is "), Just("AKIA"), Just("Z7VRSQ5TJN2XWLPM"),
    ], 0..24)) {
        let text: String = pieces.concat();
        let once = redact(&text).into_owned();
        prop_assert_eq!(redact(&once), once.as_str(), "from {:?}", text);
    }

    #[test]
    fn secret_free_text_comes_back_borrowed(pieces in prop::collection::vec(plain_piece(), 0..30)) {
        let text = pieces.join(" ");
        let out = redact(&text);
        prop_assert!(matches!(out, Cow::Borrowed(_)), "{:?} → {:?}", text, out);
    }
}

/// Texts built to make a scanner quadratic (every key's value running to the end, every
/// prefix's body too): each comes back idempotent. A regression shows as a test that takes
/// minutes instead of milliseconds.
#[test]
fn adversarial_repetitions_stay_linear() {
    let texts = [
        "password=".repeat(5_000),
        "sk-".repeat(8_000),
        "://".repeat(8_000),
        "password=x [removed] ".repeat(3_000),
        "password=\"".repeat(5_000),
        "Authorization: ".repeat(3_000),
        "ghp_".repeat(8_000),
        "The token bucket limit is 5/s and the key rotation runs weekly. ".repeat(1_000),
    ];
    for text in texts {
        let once = redact(&text).into_owned();
        assert_eq!(redact(&once), once.as_str(), "{}", &text[..40]);
    }
}

/// Command lines and configuration files (issue 20): `(text, the part that must be gone)`.
const COMMAND_AND_CONFIG: &[(&str, &str)] = &[
    ("requirepass Kq8vR2mZ9xLw", "Kq8vR2mZ9xLw"),
    ("masterauth Mq3bV7nZ1xPo", "Mq3bV7nZ1xPo"),
    (
        "# redis.conf\nrequirepass \"Sv4cF9gH2jKl\"\n",
        "Sv4cF9gH2jKl",
    ),
    (
        "SSHPASS=Hn4tY7uP1q sshpass -e ssh deploy@web1",
        "Hn4tY7uP1q",
    ),
    (
        "export SSHPASS='plainword' && sshpass -e rsync",
        "plainword",
    ),
    ("redis-cli -h cache --pass Rp6wQ1eT8y ping", "Rp6wQ1eT8y"),
    ("redis-cli --pass=Rp6wQ1eT8y ping", "Rp6wQ1eT8y"),
    ("redis-cli --askpass -h cache -a hunter22 info", "hunter22"),
    (
        "openssl enc -aes-256-cbc -in a.tar -out a.enc -k Op3nK3yPw9",
        "Op3nK3yPw9",
    ),
    (
        "openssl enc -d -aes256 -pass pass:Zq1wX2cV3b -in f",
        "Zq1wX2cV3b",
    ),
    ("az login -u ops@corp.example -p Az9pW2qR5t", "Az9pW2qR5t"),
    (
        "az login --username ops --password Az7pW1qR4t",
        "Az7pW1qR4t",
    ),
    ("mysql -u app -p'Pw 7x Yz' shop", "7x Yz"),
    ("mysql -uroot -p\"Lm 4k Qz9\" -h db", "4k Qz9"),
    ("mysqldump --password=Dq8fG5hJ2k shop > a.sql", "Dq8fG5hJ2k"),
    ("psql --password Pg2wE8rT5y -h db", "Pg2wE8rT5y"),
    (
        "variable \"db_password\" { default = \"Tf8sEcR3tV\" }",
        "Tf8sEcR3tV",
    ),
    (
        "variable \"admin_password\" {\n  type    = string\n  default = \"Hc1lVaR9bX\"\n}",
        "Hc1lVaR9bX",
    ),
    ("builder.password(\"Jv4bUiLd8r\")", "Jv4bUiLd8r"),
    (
        "DataSource.builder().username(\"app\").password(\"Ks6dAtA2sR\").build()",
        "Ks6dAtA2sR",
    ),
    ("conn.setPassword('Sp3tTeR7qW');", "Sp3tTeR7qW"),
    ("<entry key=\"password\">Xm7lEnTrY2</entry>", "Xm7lEnTrY2"),
    ("<entry key=\"db.password\">plainword</entry>", "plainword"),
    (
        "<property name=\"jdbc.password\">Pr0pErTy9x</property>",
        "Pr0pErTy9x",
    ),
    ("<password>Xml9Pass2wd</password>", "Xml9Pass2wd"),
    ("<Password>\n  Xml8Pass3wd\n</Password>", "Xml8Pass3wd"),
    ("服务器的 pwd是 Qw3rT7yU", "Qw3rT7yU"),
    ("服务器的 pwd 是 Qw3rT7yU", "Qw3rT7yU"),
    ("那个 key 是 Kz8xC4vB2n", "Kz8xC4vB2n"),
    ("token是 Tk7yH3jK9l", "Tk7yH3jK9l"),
    ("密码:\u{3000}Mm5nB8vC2x", "Mm5nB8vC2x"),
    ("密码：\u{3000}Mm5nB8vC2x", "Mm5nB8vC2x"),
    ("密码\u{3000}Mm5nB8vC2x", "Mm5nB8vC2x"),
    (
        "echo 'Dk5rLoG1nP' | docker login --password-stdin -u me",
        "Dk5rLoG1nP",
    ),
    (
        "echo \"Dk5rLoG1nP\" | helm registry login ghcr.io --password-stdin",
        "Dk5rLoG1nP",
    ),
    (
        "printf '%s' 'Pd8mN2bV4c' | podman login --username me --password-stdin reg",
        "Pd8mN2bV4c",
    ),
    (
        "requests.get(url, auth=(\"svc\",\"Rq2pAuTh7w\"))",
        "Rq2pAuTh7w",
    ),
    ("session.auth = ('svc', 'plainword')", "plainword"),
    ("HTTPBasicAuth(\"svc\", \"Hb4aSiC9zx\")", "Hb4aSiC9zx"),
    ("PASSWORD=Rt5y&Pq2w", "Pq2w"),
    ("PASSWORD=Rt5y&Pq2w\nNEXT=1", "Pq2w"),
    ("db_password=ab,cd9Zx", "cd9Zx"),
    ("password = \"Uq9cL0sEd and no closing quote", "Uq9cL0sEd"),
    ("password='Uq9cL0sEd", "Uq9cL0sEd"),
    ("SESSION_COOKIE=Ck9sEsS1oN2vAlUe", "Ck9sEsS1oN2vAlUe"),
    (
        "APP_NAME=shop\nSESSION_COOKIE=Ck9sEsS1oN2vAlUe\nDEBUG=false\n",
        "Ck9sEsS1oN2vAlUe",
    ),
    ("AUTH_COOKIE=\"Qa1zWs2xEd3c\"", "Qa1zWs2xEd3c"),
    // Commands that read a password from stdin, piped or as a here-string (issue 20 §3,
    // beyond `--password-stdin`).
    ("echo 'Sd7uPw3kQz' | sudo -S apt-get update", "Sd7uPw3kQz"),
    (
        "printf 'Sd7uPw3kQz\\n' | sudo -kS systemctl restart nginx",
        "Sd7uPw3kQz",
    ),
    ("echo \"bob:Cp4sSwD9xL\" | chpasswd", "Cp4sSwD9xL"),
    ("echo Ps9dStD1nX | passwd --stdin deploy", "Ps9dStD1nX"),
    (
        "echo Vn5cPw2dQx | vncpasswd -f > ~/.vnc/passwd",
        "Vn5cPw2dQx",
    ),
    (
        "echo 'Hs3tRg7wQp' | nerdctl login --pass-stdin reg",
        "Hs3tRg7wQp",
    ),
    ("sudo -S <<< 'Hr8sTr1nGq' apt update", "Hr8sTr1nGq"),
    ("chpasswd <<< \"bob:Hc6pW4sSzq\"", "Hc6pW4sSzq"),
    (
        "docker login -u me --password-stdin <<< Dh2lOg9nXz",
        "Dh2lOg9nXz",
    ),
    // Other commands that take a password as an argument.
    ("useradd -m -p Ua5dDp4sSw bob", "Ua5dDp4sSw"),
    ("usermod --password=Um7oDp2sSw bob", "Um7oDp2sSw"),
    ("rabbitmqctl add_user admin Rb3mQp8wZx", "Rb3mQp8wZx"),
    ("rabbitmqctl change_password admin Rb9cHg2pWx", "Rb9cHg2pWx"),
    ("net user deploy Nu4sErP9wq /add", "Nu4sErP9wq"),
    ("NET USER deploy Nu8sErP2wq", "Nu8sErP2wq"),
    ("lftp -u bob,Lf7tPp3wQz ftp.example.com", "Lf7tPp3wQz"),
    ("ssh-keygen -t ed25519 -N Sk5gNp2hRz -f id", "Sk5gNp2hRz"),
    (
        "ssh-keygen -p -P Sk1oLd8pWq -N Sk2nEw9pWq -f id",
        "Sk1oLd8pWq",
    ),
    // A variable's name in capitals, a space, its value (fish `set -x`, a table of them).
    ("set -x DB_PASS Fs8hDb3pWq", "Fs8hDb3pWq"),
    ("set -gx SMTP_PWD Sm4tPw7dQz", "Sm4tPw7dQz"),
    // Chinese runs a key and its value together.
    ("密码Zh7mM4aQ2x", "Zh7mM4aQ2x"),
    ("服务器root密码abc123", "abc123"),
    ("用户 admin，密码Ad9mN3pWqz，别外传", "Ad9mN3pWqz"),
    ("数据库口令654321", "654321"),
    ("令牌Tk8v3QzLm2Xp9Rw4", "Tk8v3QzLm2Xp9Rw4"),
];

#[test]
fn command_line_and_config_shapes_are_removed() {
    let failures: Vec<String> = COMMAND_AND_CONFIG
        .iter()
        .filter_map(|(text, gone)| secret_failure(text, gone))
        .collect();
    assert!(failures.is_empty(), "kept:\n{}", failures.join("\n"));
}

/// Key blocks and wrapped tokens (issue 20): the body must be gone.
const BLOCKS: &[(&str, &str)] = &[
    (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\nComment: ops key\n\nlQOYBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC\n=Xk3q\n-----END PGP PRIVATE KEY BLOCK-----",
        "lQOYBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC",
    ),
    (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC\nmQ2NBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC\n",
        "mQ2NBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC",
    ),
    (
        "key: -----BEGIN PGP PRIVATE KEY BLOCK----- lQOYBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC =Xk3q -----END PGP PRIVATE KEY BLOCK-----",
        "lQOYBGXk3sABCADq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC",
    ),
    (
        "use -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW QyNTUxOQAAACBm9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC -----END OPENSSH PRIVATE KEY----- for deploys",
        "QyNTUxOQAAACBm9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xC",
    ),
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xCv\nthen the text goes on",
        "MIIEowIBAAKCAQEAq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xCv",
    ),
    (
        concat!(
            "GITHUB_TOKEN=ghp_",
            "Xq9vR2mZ8xLw4tY7uP1q\n  aB3cD5eF7gH9jK2m next"
        ),
        "aB3cD5eF7gH9jK2m",
    ),
    (
        concat!(
            "export OPENAI_API_KEY=sk-",
            "proj-Xq9vR2mZ8xLw4tY7uP1q\naB3cD5eF7gH9jK2mN4pQ6rS8"
        ),
        "aB3cD5eF7gH9jK2mN4pQ6rS8",
    ),
    (
        concat!("token: glpat-", "Xq9vR2mZ8xLw4tY7\r\nuP1qaB3cD5eF"),
        "uP1qaB3cD5eF",
    ),
];

#[test]
fn key_block_bodies_and_wrapped_tokens_are_removed() {
    let failures: Vec<String> = BLOCKS
        .iter()
        .filter_map(|(text, gone)| secret_failure(text, gone))
        .collect();
    assert!(failures.is_empty(), "kept:\n{}", failures.join("\n"));
}

/// A BEGIN line with no END and 800 KB of key material after it: linear, so a test of the
/// work done, not of the time taken, would be better; but each line of material used to
/// cost a search of the whole rest, and this input then takes minutes, not milliseconds.
#[test]
fn an_unended_key_block_stays_linear() {
    let line = "MIIEowIBAAKCAQEAq9v2Lm8Qz1R7tY4wP0aS6dF3gH5jK2lZ9xCvb3BlbnNzaC1rZXktdjEAAAA\n";
    for body in [line.repeat(11_000), line.trim_end().repeat(11_000)] {
        let many = "-----BEGIN EC PRIVATE KEY-----\nMIIEowIBAAKCAQEAq9v2\n".repeat(20_000);
        assert!(!redact(&many).contains("MIIEowIBAAKCAQEAq9v2"));
        let text = format!("-----BEGIN RSA PRIVATE KEY-----\n{body}");
        let out = redact(&text);
        assert!(!out.contains("MIIEowIBAAKCAQEAq9v2"), "{}", &out[..200]);
        let escaped = format!(
            "{{\"key\": \"-----BEGIN RSA PRIVATE KEY-----\\n{}\"}}",
            body.replace('\n', "\\n")
        );
        assert!(!redact(&escaped).contains("MIIEowIBAAKCAQEAq9v2"));
    }
}

#[test]
fn a_clause_is_redacted_as_it_stands_in_its_prompt() {
    let prompt = "remember: deploy with -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ. AAAAMwAAAAtzc2gtZWQyNTUxOQAAACBm9v2Lm8Qz1R7tY4 -----END OPENSSH PRIVATE KEY-----";
    let clause = "AAAAMwAAAAtzc2gtZWQyNTUxOQAAACBm9v2Lm8Qz1R7tY4 -----END OPENSSH PRIVATE KEY-----";
    let out = redact_within(prompt, clause);
    assert!(!out.contains("AAAAMwAAAAtzc2gtZWQy"), "{out}");
    let private = "a <private>remember my home is 12 Elm Street</private> b";
    assert_eq!(redact_within(private, "my home is 12 Elm Street"), "");
    assert_eq!(
        redact_within("remember to use pnpm", "use pnpm"),
        "use pnpm"
    );
}
