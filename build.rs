//! Link the Linux binary as a fixed-address (non-PIE) executable, unless
//! `MEMORY_MANAGER_PIE=1` is set at build time.
//!
//! The hook starts before every prompt. As a position-independent executable, the dynamic
//! loader first patches about 10,000 pointers in the binary's read-only data, copying some
//! fifty pages on write; that was a sixth of a prompt hook's whole run (`cargo bench --bench
//! hooks`). The cost is address-space randomisation of the executable itself (libraries
//! stay randomised); set `MEMORY_MANAGER_PIE=1` to keep it.

fn main() {
    println!("cargo:rerun-if-env-changed=MEMORY_MANAGER_PIE");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let keep_pie = std::env::var("MEMORY_MANAGER_PIE").is_ok_and(|v| v == "1");
    if linux && !keep_pie {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
