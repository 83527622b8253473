# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup swift-tests site-checks

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
# First, what the checks need (Chromium, Java, PyPI packages; scripts/setup --test) installs while
# the Swift tests build: the one waits on the network, the other on the cores. Then the Swift tests,
# which keep the cores busy, run beside the site checks, which mostly wait on Chromium and Java;
# each prints its output whole when it ends.
test: setup
	scripts/setup --test & tools=$$!; swift build --build-tests; built=$$?; wait $$tools && exit $$built
	@$(MAKE) --no-print-directory -j2 --output-sync=target swift-tests site-checks

swift-tests:
	swift test --skip-build

site-checks:
	python3 Tests/lint/validate_sarif.py .build/debug/zhinan
	.build/debug/zhinan check --strict
	scripts/validate-html public
	scripts/browser-test
	scripts/search-relevance --min-hit1 0.78 --min-hit3 0.88 --min-mrr 0.84 --max-empty 3
