# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup test-tools test-build swift-tests page-checks program-checks

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
# Its parts run two at a time, each printing its output whole when it ends: the checks of the
# committed public/ (Nu checker, Chromium, search relevance: they wait mostly on Chromium and Java)
# start as soon as their tools are installed, at a lower priority (`nice`), beside the Swift build
# and then the Swift tests, the longer way, which keep the cores busy meanwhile; the checks that
# run the built `zhinan` come last.
test: setup
	@$(MAKE) --no-print-directory -j2 --output-sync=target swift-tests page-checks program-checks

test-tools: setup
	scripts/setup --test

test-build: setup
	swift build --build-tests

# The tests build hundreds of small sites in scratch folders: in RAM (/dev/shm) when the machine has it,
# as creating and removing their files on disk cost a third of the tests' time.
swift-tests: test-build
	TMPDIR=$$(test -d /dev/shm -a -w /dev/shm && echo /dev/shm || echo "$${TMPDIR:-/tmp}") swift test --skip-build

page-checks: test-tools
	nice scripts/validate-html public
	nice scripts/browser-test -m "not program"
	nice scripts/search-relevance --min-hit1 0.78 --min-hit3 0.88 --min-mrr 0.84 --max-empty 3

program-checks: test-build test-tools
	python3 Tests/lint/validate_sarif.py .build/debug/zhinan
	.build/debug/zhinan check --strict
	scripts/browser-test -m program
