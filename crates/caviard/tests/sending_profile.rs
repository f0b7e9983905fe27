//! The `sending` field of destination profiles: absent by default, checked when present,
//! versioned like the rest of the profile, and never a key.

use caviard::audit::{DestinationMeta, KeySource, Register};
use caviard::ErrorCode;
use chrono::TimeZone;

const BASE: &str = include_str!("../../../examples/destination.json");

fn with_sending(sending: &str) -> String {
    let mut v: serde_json::Value = serde_json::from_str(BASE).unwrap();
    v["endpoint"] = "https://llm.example.invalid/v1".into();
    v["sending"] = serde_json::from_str(sending).unwrap();
    v.to_string()
}

#[test]
fn a_profile_without_sending_reads_and_stores_unchanged() {
    let d = DestinationMeta::from_json(BASE).unwrap();
    assert_eq!(d.sending, None);
    let body = serde_json::to_string(&d).unwrap();
    assert!(!body.contains("sending"), "{body}");
    // re-adding the same profile after the upgrade is not a new version
    let dir = tempfile::tempdir().unwrap();
    let mut reg = Register::open(&dir.path().join("r.sqlite")).unwrap();
    let at = chrono::Utc.with_ymd_and_hms(2026, 5, 4, 9, 0, 0).unwrap();
    assert_eq!(reg.add_destination("api", &d, at).unwrap(), 1);
    assert_eq!(reg.add_destination("api", &d, at).unwrap(), 1);
    // enabling sending is a new version; the old one is kept as it was
    let s = DestinationMeta::from_json(&with_sending(
        r#"{"enabled": true, "api_key": {"env": "OPENAI_API_KEY"}, "timeout_secs": 30}"#,
    ))
    .unwrap();
    assert_eq!(reg.add_destination("api", &s, at).unwrap(), 2);
    let v2 = reg.destination("api", None).unwrap().destination;
    let got = v2.sending.unwrap();
    assert!(got.enabled);
    assert_eq!(got.api_key, KeySource::Env("OPENAI_API_KEY".into()));
    assert_eq!(got.timeout_secs, Some(30));
    assert_eq!(
        reg.destination("api", Some(1)).unwrap().destination.sending,
        None
    );
}

#[test]
fn sending_settings_are_checked() {
    for (sending, endpoint, why) in [
        (
            r#"{"enabled": true, "api_key": {"env": " "}}"#,
            "https://x.invalid",
            "destination.sending.api_key",
        ),
        (
            r#"{"enabled": true, "api_key": {"file": "/k"}, "timeout_secs": 0}"#,
            "https://x.invalid",
            "timeout_secs",
        ),
        (
            r#"{"enabled": true, "api_key": {"env": "K"}}"#,
            "http://x.invalid",
            "https://",
        ),
    ] {
        let mut v: serde_json::Value = serde_json::from_str(&with_sending(sending)).unwrap();
        v["endpoint"] = endpoint.into();
        let e = DestinationMeta::from_json(&v.to_string()).unwrap_err();
        assert_eq!(e.code(), ErrorCode::RecordInvalid);
        assert!(e.to_string().contains(why), "{why} not in {e}");
    }
    // a disabled profile may keep a plain http endpoint: nothing is ever sent to it
    let mut v: serde_json::Value = serde_json::from_str(&with_sending(
        r#"{"enabled": false, "api_key": {"env": "K"}}"#,
    ))
    .unwrap();
    v["endpoint"] = "http://x.invalid".into();
    assert!(DestinationMeta::from_json(&v.to_string()).is_ok());
    // the key itself has no place in a profile
    let e = DestinationMeta::from_json(&with_sending(
        r#"{"enabled": true, "api_key": {"value": "sk-123"}}"#,
    ))
    .unwrap_err();
    assert!(!e.to_string().contains("sk-123"), "{e}");
    assert!(e.to_string().contains("env"), "{e}");
    assert_eq!(e.code(), ErrorCode::RecordInvalid);
}
