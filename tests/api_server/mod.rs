//! A test server on 127.0.0.1 that plays an OpenAI-compatible chat completions API over real
//! TLS (a throwaway CA from rcgen), for the sending tests of the CLI (tests/send_cli.rs) and of
//! the desktop app's wiring tests (src-tauri, included by path). Behaviours: a well-behaved one
//! answering in prose, one echoing the labels it received, a "leaky" one slipping another
//! customer's name, CIN and RIB (synthetic) and another record's label into its answer, and the
//! failures (stall, huge body, 401, malformed).
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The well-behaved answer.
pub const PROSE: &str = "La note a été relue : elle est claire et ne demande aucune correction.";
/// Another customer's name, CIN and RIB (synthetic), slipped in by the leaky behaviour.
pub const FOREIGN: &[&str] = &["Karim Jaziri", "09123456", "17 001 0004567890123 66"];

#[derive(Clone, Debug, PartialEq)]
pub enum Behaviour {
    /// Plain prose, no labels.
    Prose,
    /// "Reformulation : " + the content received, labels untouched.
    Echo,
    /// Echo + another customer's name, CIN and RIB, and the given label of another record.
    Leaky(String),
    /// Reads the request and never answers.
    Stall,
    /// A 200 whose body never ends (about 40 MiB announced).
    Huge,
    /// 401 with an OpenAI-style error body.
    Unauthorized,
    /// 200 with a body that is not JSON.
    Malformed,
}

pub struct Received {
    pub authorization: Option<String>,
    pub path: String,
    pub body: serde_json::Value,
}

pub struct Server {
    pub port: u16,
    /// The throwaway CA that signed the server's certificate (PEM): what a profile's `ca_file`
    /// must hold for the client to trust it.
    pub ca_pem: String,
    pub behaviour: Arc<Mutex<Behaviour>>,
    pub received: Arc<Mutex<Vec<Received>>>,
    pub connections: Arc<AtomicUsize>,
    /// For a stalled request: how long after the request the client closed the connection.
    pub abandoned_after: Arc<Mutex<Vec<Duration>>>,
}

fn tls_config() -> (Arc<rustls::ServerConfig>, String) {
    use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair};
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(DnType::CommonName, "Caviard test CA (throwaway)");
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let key = KeyPair::generate().unwrap();
    let cert = CertificateParams::new(vec!["127.0.0.1".to_string()])
        .unwrap()
        .signed_by(&key, &ca)
        .unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![cert.der().clone()],
            rustls::pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into()),
        )
        .unwrap();
    (Arc::new(config), ca.pem())
}

impl Server {
    pub fn start(behaviour: Behaviour) -> Server {
        let (config, ca_pem) = tls_config();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let s = Server {
            port,
            ca_pem,
            behaviour: Arc::new(Mutex::new(behaviour)),
            received: Arc::default(),
            connections: Arc::default(),
            abandoned_after: Arc::default(),
        };
        let (b, r, c, a) = (
            s.behaviour.clone(),
            s.received.clone(),
            s.connections.clone(),
            s.abandoned_after.clone(),
        );
        std::thread::spawn(move || {
            for tcp in listener.incoming() {
                let Ok(tcp) = tcp else { continue };
                c.fetch_add(1, Ordering::SeqCst);
                let (config, b, r, a) = (config.clone(), b.clone(), r.clone(), a.clone());
                std::thread::spawn(move || {
                    let _ = serve(tcp, config, b, r, a);
                });
            }
        });
        s
    }

    pub fn set(&self, b: Behaviour) {
        *self.behaviour.lock().unwrap() = b;
    }

    pub fn endpoint(&self) -> String {
        format!("https://127.0.0.1:{}/v1", self.port)
    }

    pub fn requests(&self) -> usize {
        self.received.lock().unwrap().len()
    }
}

pub fn answer(content: &str) -> String {
    serde_json::json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
    })
    .to_string()
}

fn serve(
    tcp: TcpStream,
    config: Arc<rustls::ServerConfig>,
    behaviour: Arc<Mutex<Behaviour>>,
    received: Arc<Mutex<Vec<Received>>>,
    abandoned: Arc<Mutex<Vec<Duration>>>,
) -> std::io::Result<()> {
    tcp.set_read_timeout(Some(Duration::from_secs(30)))?;
    let conn = rustls::ServerConnection::new(config).map_err(std::io::Error::other)?;
    let mut r = BufReader::new(rustls::StreamOwned::new(conn, tcp));
    let mut request_line = String::new();
    r.read_line(&mut request_line)?;
    let path = request_line
        .split_whitespace()
        .nth(1)
        .unwrap_or_default()
        .to_string();
    let (mut len, mut authorization) = (0usize, None);
    loop {
        let mut line = String::new();
        r.read_line(&mut line)?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (k, v) = line.split_once(':').unwrap_or((line, ""));
        match k.to_ascii_lowercase().as_str() {
            "content-length" => len = v.trim().parse().unwrap_or(0),
            "authorization" => authorization = Some(v.trim().to_string()),
            _ => {}
        }
    }
    let mut body = vec![0; len];
    r.read_exact(&mut body)?;
    let body: serde_json::Value = serde_json::from_slice(&body).unwrap_or_default();
    let content = body["messages"][0]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    received.lock().unwrap().push(Received {
        authorization,
        path,
        body,
    });
    let b = behaviour.lock().unwrap().clone();
    let reply = |status: &str, body: &str| {
        format!(
            "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
    };
    let w = r.get_mut();
    match b {
        Behaviour::Prose => w.write_all(reply("200 OK", &answer(PROSE)).as_bytes())?,
        Behaviour::Echo => w.write_all(
            reply("200 OK", &answer(&format!("Reformulation : {content}"))).as_bytes(),
        )?,
        Behaviour::Leaky(label) => {
            let text = format!(
                "Reformulation : {content}Par ailleurs, M. {}, CIN n° {}, RIB {}, dossier {label}.",
                FOREIGN[0], FOREIGN[1], FOREIGN[2]
            );
            w.write_all(reply("200 OK", &answer(&text)).as_bytes())?
        }
        Behaviour::Stall => {
            // wait for the client to give up: a read returns at its close
            let t = Instant::now();
            let mut buf = [0u8; 64];
            loop {
                match w.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
            }
            abandoned.lock().unwrap().push(t.elapsed());
        }
        Behaviour::Huge => {
            w.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 41943040\r\n\r\n",
            )?;
            w.write_all(br#"{"choices":[{"message":{"role":"assistant","content":""#)?;
            let block = vec![b'a'; 1 << 20];
            for _ in 0..40 {
                w.write_all(&block)?;
            }
        }
        Behaviour::Unauthorized => w.write_all(
            reply(
                "401 Unauthorized",
                &serde_json::json!({"error": {"message": "Incorrect API key provided. You can find your API key in your account settings.", "type": "invalid_request_error"}}).to_string(),
            )
            .as_bytes(),
        )?,
        Behaviour::Malformed => {
            w.write_all(reply("200 OK", "<html>Service temporairement indisponible</html>").as_bytes())?
        }
    }
    w.flush()?;
    w.conn.send_close_notify();
    let _ = w.flush();
    Ok(())
}
