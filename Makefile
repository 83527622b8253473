# The two commands README.md gives. Both install what a fresh Debian machine lacks first.
.PHONY: site test setup

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
# `scripts/fuzz`, not part of it. What the later steps need (Chromium, Java, PyPI packages;
# scripts/setup --test) installs while the Swift tests build and run: the one waits on the network,
# the other on the cores.
test: setup
	scripts/setup --test & tools=$$!; swift test; tests=$$?; wait $$tools && exit $$tests
	python3 Tests/lint/validate_sarif.py .build/debug/zhinan
	.build/debug/zhinan check --strict
	scripts/validate-html public
	scripts/browser-test
	scripts/search-relevance --min-hit1 0.78 --min-hit3 0.88 --min-mrr 0.84 --max-empty 3
