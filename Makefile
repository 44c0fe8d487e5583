# routegen — deep-link routes for Swift apps from one YAML manifest.
#
#   make build      build the routegen tool (installs libyaml-dev with apt when it is missing)
#   make generate   write Generated/<name>/ for every manifest Manifests/<name>.yaml, and the JSON Schema
#   make reference  rewrite the reference output Tests/Reference/<name>/ of Tests/Reference/<name>.yaml
#   make check      fail, naming each file, when Generated/ or Tests/Reference/ is stale
#   make lint       validate every manifest in Manifests/
#   make test       lint the manifests, check Generated/, check formatting, then run every test
#   make format-check  fail on any swift format lint warning in Sources, Tests and Generated
#   make integration  build and test Tests/Integration, a package using the plugins (CI runs it)
#   make fuzz       build the libFuzzer targets and run each for FUZZ_SECONDS (default 60; CI runs it)
#   make combination  the combination test at length: COMBINATION_MANIFESTS (default 100) random
#                   manifests with COMBINATION_LINKS (3000) links each, seed COMBINATION_SEED (make test
#                   runs 12 of 2,000)
#   make scale      generate, build and smoke-test a synthetic 2,000-route app (CI runs it)
#   make scale-10k  the same with 10,000 routes in 20 feature files, and ns per match (release)
#   make bench      the benchmarks (Benchmarks/, ~15 min): rewrites BENCHMARKS.md's tables; not in CI
#   make format     format the sources with swift format and .swift-format
#   make docs       build RouteKit's DocC catalog with warnings as errors (CI runs it)
#   make release-bundle VERSION=1.0.0
#                   add this platform's prebuilt tools to .build/release-bundle (run on each platform)
#   make release VERSION=1.0.0 URL=https://…/routegen.artifactbundle.zip
#                   zip that bundle and point the plugins at its release URL and checksum in
#                   Package.swift (Docs/Contributing.md, "Releasing")
#
# Variables: SWIFT (default: swift), CONFIG (debug or release).

SWIFT ?= swift
CONFIG ?= debug
MANIFESTS := $(sort $(wildcard Manifests/*.yaml))
ROUTEGEN = .build/$(CONFIG)/routegen

REFERENCES := $(sort $(wildcard Tests/Reference/*.yaml))

FUZZ_SECONDS ?= 60

.PHONY: all deps build generate reference check lint test integration combination scale scale-10k bench fuzz format release release-bundle \
	format-check docs

all: build

# libyaml is the one system dependency. Install it where apt can; say exactly what to do elsewhere.
deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "routegen: libyaml not found; installing libyaml-dev and pkg-config with apt-get"; \
			SUDO=""; if [ "$$(id -u)" != 0 ]; then SUDO=sudo; fi; \
			$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libyaml-dev pkg-config >/dev/null || exit 1; \
		else \
			echo "routegen needs libyaml and pkg-config: 'apt-get install libyaml-dev pkg-config' on Debian or Ubuntu," \
				"'brew install libyaml pkg-config' on macOS" >&2; \
			exit 1; \
		fi; \
	fi
	@python3 -c 'import yaml, jsonschema' 2>/dev/null || python3 -m pip install --quiet pyyaml jsonschema

build: deps
	$(SWIFT) build -c $(CONFIG) --product routegen

lint: build
	$(ROUTEGEN) lint $(MANIFESTS)

# One output folder per manifest: Manifests/edugo.yaml → Generated/edugo/.
# The DocC article on the manifest format, written from Docs/Manifest.md and Docs/Security.md.
ARTICLE := Sources/RouteKit/RouteKit.docc/ManifestFormat.md

generate: build
	@for manifest in $(MANIFESTS); do \
		name=$$(basename $$manifest .yaml); \
		$(ROUTEGEN) generate $$manifest --output Generated/$$name || exit 1; \
	done
	@$(ROUTEGEN) schema > Manifests/routegen.schema.json
	@python3 Scripts/manifest-article.py Docs $(ARTICLE)
	@echo "Generated/ is up to date with Manifests/"

reference: build
	@for manifest in $(REFERENCES); do \
		$(ROUTEGEN) generate $$manifest --output $${manifest%.yaml} || exit 1; \
	done

check: build
	@for manifest in $(MANIFESTS); do \
		name=$$(basename $$manifest .yaml); \
		$(ROUTEGEN) generate $$manifest --output Generated/$$name --check || exit 1; \
	done
	@for manifest in $(REFERENCES); do \
		$(ROUTEGEN) generate $$manifest --output $${manifest%.yaml} --check || exit 1; \
	done
	@$(ROUTEGEN) schema | cmp -s - Manifests/routegen.schema.json || \
		{ echo "Manifests/routegen.schema.json: error: out of date; run make generate" >&2; exit 1; }
	@python3 Scripts/manifest-article.py Docs .build/ManifestFormat.md && cmp -s .build/ManifestFormat.md $(ARTICLE) || \
		{ echo "$(ARTICLE): error: out of date with Docs/Manifest.md and Docs/Security.md; run make generate" >&2; exit 1; }

# Lint and check first, so the test runner's summary is the last thing printed. XCTest runs too, so
# that a test written with it is never silently skipped.
test: deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory lint check format-check
	$(SWIFT) test --skip-build

integration: deps
	Tests/Integration/run.sh

COMBINATION_MANIFESTS ?= 100
COMBINATION_LINKS ?= 3000
combination: deps
	$(SWIFT) build --build-tests
	COMBINATION_MANIFESTS=$(COMBINATION_MANIFESTS) COMBINATION_LINKS=$(COMBINATION_LINKS) \
		COMBINATION_SEED=$${COMBINATION_SEED:-$$(date +%s)} $(SWIFT) test --skip-build --filter CombinationTests

fuzz: deps
	Fuzz/run.sh $(FUZZ_SECONDS)

scale: build
	Tests/Scale/run.sh 2000

scale-10k: build
	BENCH=1 Tests/Scale/run.sh 10000

bench: deps
	Benchmarks/run.sh

docs: deps
	$(SWIFT) package --disable-sandbox generate-documentation --target RouteKit --warnings-as-errors

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Package.swift

# Generated files opt out with `// swift-format-ignore-file`; everything else must be clean.
format-check:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Package.swift Generated

# The prebuilt plugin tool of a release: each platform's variant added to .build/release-bundle
# (release-bundle), then the bundle zipped and Package.swift's `prebuiltTool` set to the URL it will
# be served from (release).
release-bundle: deps
	@test -n "$(VERSION)" || { echo "usage: make release-bundle VERSION=1.0.0" >&2; exit 64; }
	Scripts/make-bundle.sh $(VERSION) .build/release-bundle

release:
	@test -n "$(VERSION)" -a -n "$(URL)" || { echo "usage: make release VERSION=1.0.0 URL=https://.../routegen.artifactbundle.zip" >&2; exit 64; }
	Scripts/make-bundle.sh $(VERSION) .build/release-bundle --pack
	python3 Scripts/set-prebuilt-tool.py Package.swift "$(URL)" "$$(cat .build/release-bundle/routegen.artifactbundle.zip.checksum)"
