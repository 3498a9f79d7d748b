use std::time::Instant;

use proptest::prelude::*;

use super::*;

struct NeverEnding(Vec<u8>);
impl Read for NeverEnding {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            std::thread::sleep(Duration::from_secs(3600));
            return Ok(0);
        }
        let n = self.0.len().min(out.len()).min(7);
        out[..n].copy_from_slice(&self.0[..n]);
        self.0.drain(..n);
        Ok(n)
    }
}

#[test]
fn returns_the_first_value_without_eof() {
    let input = br#"{"a":"}{\"","b":[1,{"c":2}]} {"second":true}"#.to_vec();
    let v: serde_json::Value = read_first_json(
        NeverEnding(input),
        Duration::from_secs(5),
        &Shorten::NOTHING,
    )
    .unwrap();
    assert_eq!(v["b"][1]["c"], 2);
    assert_eq!(v["a"], "}{\"");
}

#[test]
fn silent_open_stdin_times_out() {
    let t = Instant::now();
    assert!(
        read_first_json::<serde_json::Value, _>(
            NeverEnding(Vec::new()),
            Duration::from_millis(100),
            &Shorten::NOTHING,
        )
        .is_err()
    );
    assert!(t.elapsed() < Duration::from_secs(2));
}

#[test]
fn bad_inputs_are_errors_not_panics() {
    for input in [
        &b""[..],
        b"   ",
        b"not json",
        b"\xff\xfe\x00binary",
        b"{\"a\":",
        b"[1,2",
    ] {
        assert!(
            read_first_json::<serde_json::Value, _>(
                std::io::Cursor::new(input.to_vec()),
                Duration::from_secs(1),
                &Shorten::NOTHING,
            )
            .is_err()
        );
    }
}

/// Feed `bytes` in pieces of `chunk` bytes: the end found and the strings to shorten.
fn frame(bytes: &[u8], chunk: usize, shorten: &Shorten) -> (Option<usize>, Vec<(usize, usize)>) {
    let mut framer = Framer::default();
    let mut from = 0;
    while from < bytes.len() {
        let to = (from + chunk).min(bytes.len());
        if let Some(end) = framer.feed(&bytes[..to], from, shorten) {
            return (Some(end), framer.long);
        }
        from = to;
    }
    (None, framer.long)
}

#[test]
fn long_strings_are_framed_across_chunks() {
    // Quotes and backslashes at every offset of an eight-byte word, split anywhere.
    let text: String = (0..40)
        .map(|i| format!("{}\"\\{}", "x".repeat(i % 11), "中".repeat(i % 3)))
        .collect();
    let value = serde_json::json!({"error": text, "n": [1, {"k": "}"}]});
    let json = value.to_string();
    for chunk in [1, 3, 7, 8, 9, 64] {
        assert_eq!(
            frame(json.as_bytes(), chunk, &Shorten::NOTHING).0,
            Some(json.len()),
            "chunk {chunk}"
        );
    }
    let back: serde_json::Value = read_first_json(
        NeverEnding(json.into_bytes()),
        Duration::from_secs(5),
        &Shorten::NOTHING,
    )
    .unwrap();
    assert_eq!(back, value);
}

#[test]
fn finds_quotes_at_any_offset() {
    for len in 0..20 {
        for at in 0..len {
            let mut bytes = vec![b'\\'; len];
            bytes[at] = b'"';
            assert_eq!(quote(&bytes), Some(at));
        }
        assert_eq!(quote(&vec![0xe4; len]), None);
    }
}

const SMALL: Shorten = Shorten {
    fields: &["error", "tool_response"],
    head: 100,
    tail: 50,
};

/// What a shortened string must still give: its first `head` and last `tail` bytes, and
/// `\n…\n` between them.
fn check_shortened(original: &str, short: &str) {
    if short == original {
        return;
    }
    let mark = short.find("\n…\n").expect("a mark");
    assert!(mark >= SMALL.head && original.starts_with(&short[..mark]));
    let tail = &short[mark + "\n…\n".len()..];
    assert!(tail.len() >= SMALL.tail && original.ends_with(tail));
    assert!(short.len() < original.len());
}

#[test]
fn long_strings_under_named_fields_lose_their_middle() {
    let long = format!(
        "{}\n{}\n{}",
        "start é 中 ".repeat(60),
        "x".repeat(2000),
        "end 😀 ".repeat(30)
    );
    let value = serde_json::json!({
        "prompt": long, "error": long, "tool_response": {"stdout": [long, 1], "ok": "short"},
        "tool_input": {"error": long}, "errors": long,
    });
    let json = value.to_string();
    let back: serde_json::Value = read_first_json(
        NeverEnding(json.clone().into_bytes()),
        Duration::from_secs(5),
        &SMALL,
    )
    .unwrap();
    for kept in [
        "/prompt",
        "/tool_input/error",
        "/errors",
        "/tool_response/ok",
    ] {
        assert_eq!(back.pointer(kept), value.pointer(kept), "{kept}");
    }
    for cut in ["/error", "/tool_response/stdout/0"] {
        let short = back.pointer(cut).unwrap().as_str().unwrap();
        assert!(short.len() < 1000, "{cut}");
        check_shortened(&long, short);
    }
    // Whitespace-only middles and hex-only strings are left whole.
    for text in [
        format!("a{}b", " ".repeat(2000)),
        format!("a{}b", "\n\t".repeat(1000)),
        "0123456789abcdef".repeat(200),
    ] {
        let json = serde_json::json!({"error": text}).to_string();
        let back: serde_json::Value = read_first_json(
            NeverEnding(json.into_bytes()),
            Duration::from_secs(5),
            &SMALL,
        )
        .unwrap();
        assert_eq!(back["error"], text);
    }
}

proptest! {
    #[test]
    fn framer_finds_the_end_of_any_value(
        text in "(?s).{0,60}",
        keys in prop::collection::vec("[\"\\\\a-z{}\\[\\]]{0,6}", 0..4),
        chunk in 1usize..20,
    ) {
        let obj: serde_json::Map<String, serde_json::Value> = keys
            .iter()
            .map(|k| (k.clone(), serde_json::json!([text, {"t": text}])))
            .collect();
        let json = serde_json::Value::Object(obj).to_string();
        let input = format!("{json} {{\"second\":1}}");
        prop_assert_eq!(frame(input.as_bytes(), chunk, &Shorten::NOTHING).0, Some(json.len()));
    }

    #[test]
    fn shortened_strings_keep_both_ends(
        pieces in prop::collection::vec(prop_oneof![
            Just("a"), Just(" "), Just("\n"), Just("\""), Just("\\"), Just("é"), Just("中"),
            Just("😀"), Just("\u{1}"), Just("/"), Just("x y"), Just("\u{7f}"),
        ], 1..12),
        repeat in 30usize..120,
    ) {
        let text = pieces.concat().repeat(repeat);
        let json = serde_json::json!({"a": 1, "error": text}).to_string();
        let (end, long) = frame(json.as_bytes(), 4096, &SMALL);
        prop_assert_eq!(end, Some(json.len()));
        let mut bytes = json.into_bytes();
        shorten_strings(&mut bytes, &long, &SMALL);
        let back: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        check_shortened(&text, back["error"].as_str().unwrap());
    }
}

#[test]
fn oversized_input_names_its_event_from_its_start() {
    assert_eq!(
        event_name(br#"{"session_id": "s", "hook_event_name" : "UserPromptSubmit", "prompt": "#)
            .as_deref(),
        Some("UserPromptSubmit")
    );
    assert_eq!(event_name(br#"{"prompt": "xxxxxxxx"#), None);
    assert_eq!(event_name(br#"{"hook_event_name": "Bad\"Name", "#), None);
    let mut big = br#"{"hook_event_name":"UserPromptSubmit","prompt":""#.to_vec();
    big.resize(MAX_INPUT + 2 * CHUNK, b'x');
    let err = read_value(&big[..], &AtomicUsize::new(0), &Shorten::NOTHING).unwrap_err();
    let too_large = err.downcast_ref::<TooLarge>().expect("TooLarge");
    assert_eq!(too_large.event.as_deref(), Some("UserPromptSubmit"));
    assert_eq!(err.to_string(), "input larger than 32 MB ignored");
}
