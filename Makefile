# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup test-tools test-build swift-tests site-checks

setup:
	@scripts/setup

# Build the site from content/ and templates/ into public/.
site: setup
	swift build --product zhinan
	.build/debug/zhinan build

# Run the whole test suite: the Swift tests (the fuzz corpus replayed among them), lint's SARIF
# validated against the vendored SARIF 2.1.0 schema, every translation reviewed, every page valid
# HTML, the browser tests against public/, and search measured against the relevance set (floors a
# little below the figures in docs/search.md). Deterministic: fuzzing for new inputs is
# `scripts/fuzz`, not part of it.
#
# Its parts run two at a time, each printing its output whole when it ends: what the site checks
# need (Chromium, Java, PyPI packages: test-tools) installs while the Swift tests build, which keep
# the cores busy meanwhile; then the Swift tests run beside the site checks, which mostly wait on
# Chromium and Java.
test: setup
	@$(MAKE) --no-print-directory -j2 --output-sync=target swift-tests site-checks

test-tools: setup
	scripts/setup --test

test-build: setup
	swift build --build-tests

swift-tests: test-build
	swift test --skip-build

site-checks: test-build test-tools
	python3 Tests/lint/validate_sarif.py .build/debug/zhinan
	.build/debug/zhinan check --strict
	scripts/validate-html public
	scripts/browser-test
	scripts/search-relevance --min-hit1 0.78 --min-hit3 0.88 --min-mrr 0.84 --max-empty 3
