#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the eighth first-contact set (fr/evidence_first_8).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_7:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Canadian (mostly Quebec) firms in sectors not used by the earlier French sets: tempeh de gourganes
(agroalimentaire, Saguenay), blocs de terre comprimée au gel-dégel (construction, Estrie), détection de chutes
par radar dans les résidences pour aînés (techno santé, Québec), concombre de mer séché (transformation marine,
Gaspésie), glaçure de grès aux boues de sciage de granit (céramique, Beauce-Granit), tailleuse robotisée de
sapins de Noël (machinerie agricole, Coaticook), poudre de grillons au goût neutre (entomoculture, Montérégie),
comptage automatique des saumons à une passe migratoire (vision, Bas-Saint-Laurent / Gaspésie).

Each case has 4 or 5 files in at least three formats, written the way people write in Quebec (québécismes,
anglicismes, notes télégraphiques, décimales à virgule « 1,9 % », « -18 °C », espaces de milliers « 1 200 ») :
DOCX reports with real Heading styles (plan / méthode / résultats / conclusion), PDF lab reports made with
reportlab (page header and footer on every page, several pages, tables), CSV (semicolon) and XLSX trial sheets
(units in the headers, sometimes two sheets with the results only in the second), shop notes (.txt), e-mail
threads, markdown journals. Dates in varied forms (ISO, « 3 mars 2025 », « 17/04/2025 », « le 2 juin »,
« lun 3 mars », ranges « du 24 au 26 mars » whose two ends are both entries, e-mail headers, a dated summary);
entries spread over several files that must be merged by date (some trial dates only in a spreadsheet);
undated content (quotes, headers, plans) that is no entry.

Noise: seven cases have a noise file (liste de prix, contrat d'approvisionnement, offre d'emploi, facture,
dépliant publicitaire, compte rendu de réunion budgétaire, politique RH), named in the question or not; one case
has its noise only as a section inside an e-mail thread (see NOISE in verify.py), and one case has both.

Hard-but-fair features: targets stated as numbers only in a plan, an e-mail or a shop note; coded variants and
hypotheses (« M4 = M2 + 4 % de ciment + 3 % de laitier »); failed trials that ruled a path out; results only in a
PDF table or in the second sheet of a workbook. XLSX cells whose text is a fact are typed as text
(« 5,8 MPa »); plain numeric cells (units in the header) never carry a fact or a binding value.
"""
import datetime as _dt
import json
import os
import textwrap
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
KEYS = ["name", "question", "language", "files", "facts", "dates", "noise", "bindings"]


def D(iso):
    """A real date cell in a workbook."""
    return _dt.date.fromisoformat(iso)


def text(s):
    return ("text", textwrap.dedent(s).strip("\n") + "\n")


def docx(items):
    return ("docx", items)


def pdf(items, header="", footer=""):
    return ("pdf", {"items": items, "header": header, "footer": footer})


def xlsx(sheets):
    return ("xlsx", sheets)


def _write_text(path, s):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(s)


def _write_docx(path, items):
    from docx import Document
    d = Document()
    d.core_properties.author = ""
    d.core_properties.title = os.path.basename(path)
    for kind, val in items:
        if kind == "title":
            d.add_heading(val, level=0)
        elif kind == "h1":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "b":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "n":
            d.add_paragraph(val, style="List Number")
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer drawn on every page (reportlab standard fonts)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    ss = getSampleStyleSheet()
    header, footer = spec["header"], spec["footer"]

    def deco(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        w, h = letter
        if header:
            canvas.drawString(54, h - 40, header)
            canvas.line(54, h - 44, w - 54, h - 44)
        canvas.drawRightString(w - 54, 30, f"Page {doc.page}")
        if footer:
            canvas.drawString(54, 30, footer)
        canvas.restoreState()

    story = []
    for kind, val in spec["items"]:
        if kind == "title":
            story.append(Paragraph(escape(val), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(val), ss["Heading2"]))
        elif kind == "h2":
            story.append(Paragraph(escape(val), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
        elif kind == "b":
            story.append(Paragraph("- " + escape(val), ss["BodyText"]))
        elif kind == "small":
            story.append(Paragraph(escape(val), ss["Italic"]))
        elif kind == "break":
            story.append(PageBreak())
        elif kind == "table":
            t = Table(val, repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 8),
                                   ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke)]))
            story.append(t)
            story.append(Spacer(1, 8))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path, pagesize=letter, title=os.path.basename(path), author="", invariant=1,
                      topMargin=64, bottomMargin=54).build(story, onFirstPage=deco, onLaterPages=deco)


def _write_xlsx(path, sheets):
    from openpyxl import Workbook
    from openpyxl.styles import Font
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for c in ws[1]:
            c.font = Font(bold=True)
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, _dt.date):
                    c.number_format = "yyyy-mm-dd"
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(max(10, width + 2), 60)
    wb.save(path)


WRITERS = {"text": _write_text, "docx": _write_docx, "pdf": _write_pdf, "xlsx": _write_xlsx}


def write_cases():
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES)
    _write_text(os.path.join(HERE, "cases.json"), '{"cases": [\n' + body + "\n]}\n")


def case(meta, files):
    """Writes the files of one case, appends it to CASES and saves cases.json right away."""
    for fname, (kind, content) in files:
        WRITERS[kind](os.path.join(HERE, fname), content)
    c = {"name": meta["name"], "question": meta["question"], "language": "fr",
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# H01 tempeh de gourganes (agroalimentaire, Chicoutimi) - liste de prix des distributeurs en bruit (pas nommée
#     dans la question); notes d'atelier télégraphiques .txt (« 24 févr », « lun 3 mars », « 10/03/2025 »,
#     « du 24 au 26 mars », « 14 avr »; cible de coupe seulement ici), classeur XLSX à deux feuilles (reprise de
#     T2 le 2025-03-12 seulement dans la 1re feuille, vicine en mg/g seulement dans la 2e), rapport interne DOCX
#     daté (plan / méthode / résultats / conclusion) qui est une entrée
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_tempeh_gourganes_vicine",
        "question": "Salut! Peux-tu me préparer les lignes 242, 244 pis 246 du T661 pour notre tempeh de gourganes (projet TG-25)? J'ai mis dans le dossier les notes d'atelier de Marie-Pier, le fichier Excel des lots, le rapport interne pis d'autres affaires qui traînaient là.",
        "facts": {
            "242": [["au plus 36 h"], ["1 000 UFC/g"], ["au moins 50 %"], ["au moins 25 N"]],
            "244": [["trempage acidifié"], ["germination de 48 h"], ["orge mondé"], ["sacs microperforés"]],
            "246": [["31 h"], ["62 %"], ["28 N"], ["trop pâteuses"]],
        },
        "dates": ["2025-02-24", "2025-03-03", "2025-03-10", "2025-03-12", "2025-03-17", "2025-03-24",
                  "2025-03-26", "2025-04-07", "2025-04-14", "2025-04-25", "2025-06-27"],
        "noise": ["Tempeh fumé à l'érable", "Miso de gourgane 1 an", "Minimum de commande 12 caisses",
                  "Livraison le jeudi au Saguenay"],
        "bindings": [
            {"value": "9 N", "subject": "T1", "others": ["T4", "T3"]},
            {"value": "14 N", "subject": "T2", "others": ["T4", "T5"]},
            {"value": "6 N", "subject": "T3", "others": ["T4", "T2"]},
        ],
    },
    [
        ("notes_atelier_tempeh.txt", text("""
            FERMENTS DU FJORD INC - notes atelier tempeh de gourganes (TG-25)
            cahier de la salle d'incub - M-P Tremblay
            (notes prises sur le coin de la table, le propre est dans le rapport)

            24 févr réunion avec J-S
            Nourrir Boréal veut une coupe d'au moins 25 N au texturomètre sinon leur trancheuse brise les blocs
            J-S dit les autres cibles sont dans le plan du rapport
            gourganes sèches de St-Fulgence 200 kg en stock

            lun 3 mars T1
            gourganes décortiquées à sec (moulin meules écartées) trempage 12 h eau froide cuisson 30 min
            inoc R. oligosporus 1 g/kg plateaux perforés incub 31 °C
            mycélium pogné partout juste à 52 h !! odeur d'ammoniaque
            bloc friable se défait dans les mains coupe 9 N pour T1 pas vendable
            swab envoyé pour B. cereus ça sentait pas bon

            10/03/2025 T2
            même chose que T1 mais trempage acidifié au vinaigre blanc pH 4,5 (comme pour le soya)
            incub 46 h mycélium plus égal
            coupe 14 N avec T2 mieux mais encore mou
            reprise de T2 le mercredi pour être sûre du B. cereus (voir Excel)

            2025-03-17 T3 idée de J-S
            germination de 48 h des fèves trempées avant cuisson pour baisser la vicine
            après cuisson les fèves sont trop pâteuses le mycélium lie pas les morceaux
            T3 coupe 6 N sort en purée on oublie ça même si la vicine baisse pas mal

            du 24 au 26 mars T4
            trempage acidifié + cuisson 45 min dans l'eau renouvelée à 2 fois (pour lessiver la vicine)
            fèves concassées en deux + 20 % d'orge mondé de Charlevoix pour boucher les trous
            le 26 mars sortie des blocs à 31 h bloc blanc serré pas de taches ça sent le champignon
            T4 coupe 28 N full solide la trancheuse de Nourrir Boréal va aimer ça

            7 avril T5
            recette T4 mais en sacs microperforés 250 g (format épicerie) au lieu des plateaux
            centre des sacs trop chaud 38 °C taches noires au centre à 34 h
            T5 coupe 31 N mais sporulation = pas vendable on reste en plateaux pour l'instant

            14 avr échantillons T1 à T5 + gourgane crue envoyés à Agro-Saguenay (B. cereus, vicine, convicine)
            """)),
        ("essais_tempeh_TG-25.xlsx", xlsx([
            ("lots", [
                ["lot", "date", "trempage (h)", "pH trempage", "cuisson (min)", "orge (%)", "contenant",
                 "incubation (h)", "T° incubation (°C)", "remarque"],
                ["T1", D("2025-03-03"), 12, 6.4, 30, 0, "plateau", 52, 31, "friable, ammoniaque"],
                ["T2", D("2025-03-10"), 12, 4.5, 30, 0, "plateau", 46, 31, ""],
                ["T2 reprise", D("2025-03-12"), 12, 4.5, 30, 0, "plateau", 47, 31,
                 "reprise pour confirmer B. cereus"],
                ["T3", D("2025-03-17"), 12, 4.5, 30, 0, "plateau", 49, 31, "germé 48 h, pâteux"],
                ["T4", D("2025-03-24"), 12, 4.5, 45, 20, "plateau", 31, 31, "eau de cuisson changée 2 fois"],
                ["T5", D("2025-04-07"), 12, 4.5, 45, 20, "sac 250 g", 34, 31, "taches noires au centre"],
            ]),
            ("labo", [
                ["lot", "envoyé le", "résultat reçu le", "B. cereus (UFC/g)", "vicine (mg/g)",
                 "convicine (mg/g)", "vicine + convicine (mg/g)", "réduction vs crue (%)", "coupe (N)"],
                ["crue", D("2025-04-14"), D("2025-04-25"), None, 6.3, 3.5, 9.8, 0, None],
                ["T1", D("2025-04-14"), D("2025-04-25"), 8400, 3.9, 2.2, 6.1, 38, 9],
                ["T2", D("2025-04-14"), D("2025-04-25"), 450, 3.8, 2.1, 5.9, 40, 14],
                ["T2 reprise", D("2025-04-14"), D("2025-04-25"), 380, None, None, None, None, None],
                ["T3", D("2025-04-14"), D("2025-04-25"), 300, 1.8, 1.0, 2.8, 71, 6],
                ["T4", D("2025-04-14"), D("2025-04-25"), 200, 2.4, 1.3, 3.7, 62, 28],
                ["T5", D("2025-04-14"), D("2025-04-25"), 250, 2.4, 1.4, 3.8, 61, 31],
            ]),
        ])),
        ("rapport_interne_TG-25.docx", docx([
            ("title", "Projet TG-25 - Tempeh de gourganes : rapport interne"),
            ("p", "Ferments du Fjord inc., Chicoutimi. Rédigé par Marie-Pier Tremblay, technologue en "
                  "transformation alimentaire. Version finale du 27 juin 2025."),
            ("h1", "Plan"),
            ("p", "Le tempeh se fait traditionnellement avec du soya. Nous voulons le faire avec la gourgane "
                  "(fève des marais) cultivée au Saguenay-Lac-Saint-Jean. La gourgane a un cotylédon plus dense "
                  "et moins gras que le soya, et elle contient de la vicine et de la convicine, responsables du "
                  "favisme chez les personnes déficientes en G6PD. On ne sait pas si Rhizopus oligosporus "
                  "colonise la gourgane aussi vite que le soya, si le trempage et la fermentation réduisent "
                  "assez ces deux composés, ni si l'acidification qui contrôle Bacillus cereus dans le tempeh de "
                  "soya fonctionne avec une fève qui tamponne différemment. Nous n'avons trouvé aucune donnée "
                  "publiée sur un tempeh de gourgane fait à l'échelle d'un atelier."),
            ("p", "Objectifs fixés au départ :"),
            ("b", "incubation complète (bloc couvert de mycélium blanc) en au plus 36 h à 31 °C;"),
            ("b", "Bacillus cereus : moins de 1 000 UFC/g dans le produit fini;"),
            ("b", "réduire la vicine et la convicine d'au moins 50 % par rapport à la gourgane crue;"),
            ("b", "aucune sporulation noire visible à la sortie de l'incubateur."),
            ("h1", "Méthode"),
            ("p", "Cinq lots de 10 kg, chaque changement étant codé par rapport au lot précédent : T1 = recette "
                  "de base (trempage 12 h, cuisson 30 min, plateaux perforés); T2 = T1 + trempage acidifié au "
                  "vinaigre (pH 4,5); T3 = T2 + germination de 48 h avant la cuisson; T4 = T2 + cuisson de "
                  "45 min dans une eau renouvelée deux fois + fèves concassées + 20 % d'orge mondé; T5 = T4 "
                  "incubé en sacs microperforés de 250 g au lieu des plateaux."),
            ("p", "Analyses confiées au Laboratoire Agro-Saguenay : B. cereus sur gélose MYP, vicine et "
                  "convicine par HPLC. Résistance à la coupe mesurée chez nous au texturomètre (lame plate)."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Incubation", "B. cereus", "Réduction vicine + convicine", "Coupe", "Verdict"],
                ["T1", "52 h", "8 400 UFC/g", "38 %", "9 N", "rejeté"],
                ["T2", "46 h", "450 UFC/g", "40 %", "14 N", "rejeté - trop lent"],
                ["T3", "49 h", "300 UFC/g", "71 %", "6 N", "rejeté - fèves trop pâteuses"],
                ["T4", "31 h", "200 UFC/g", "62 %", "28 N", "retenu"],
                ["T5", "34 h", "250 UFC/g", "61 %", "31 N", "rejeté - sporulation au centre"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Le trempage acidifié règle le problème de B. cereus dès T2. La germination (T3) est la "
                  "méthode qui réduit le plus la vicine, mais elle rend les fèves trop pâteuses : le mycélium ne "
                  "lie plus les morceaux. Cette piste est abandonnée. La recette T4 atteint toutes les cibles : "
                  "incubation en 31 h, 200 UFC/g, réduction de 62 % et coupe de 28 N. En sacs microperforés, "
                  "le centre du sac surchauffe et sporule avant la fin de l'incubation; il faudra un incubateur "
                  "ventilé avant de passer au format épicerie."),
        ])),
        ("liste_prix_distributeurs_2025.csv", text("""
            produit;format;prix_grossiste ($);prix_detail_suggere ($);note
            Tempeh de soya bio nature;227 g;3,85;5,99;
            Tempeh fumé à l'érable;227 g;4,20;6,49;nouveau
            Tofu ferme bio;454 g;2,95;4,49;
            Miso de gourgane 1 an;500 g;7,80;11,99;édition limitée
            ;;;;Minimum de commande 12 caisses
            ;;;;Livraison le jeudi au Saguenay et au Lac
            ;;;;Prix en vigueur jusqu'à épuisement des stocks
            """)),
    ],
)

# ---------------------------------------------------------------------------
# H02 blocs de terre comprimée au gel-dégel (construction, Sherbrooke) - contrat d'approvisionnement DOCX en
#     bruit (nommé); journal .md (« ## 2025-05-05 », « ## le 12 mai », « ## 20/05/2025 », « ## lun. 2 juin »,
#     bilan « ## 4 sept. »), CSV des pressées (pressée du 2025-05-13 seulement dans le CSV), rapport de labo PDF
#     sur 2 pages avec en-tête courant et tableaux (perte de masse au gel-dégel seulement dans le PDF)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_blocs_terre_comprimee_gel_degel",
        "question": "Bonjour, pouvez-vous rédiger les lignes 242, 244 et 246 de la demande RS&DE pour notre projet de blocs de terre comprimée (BTC-Q)? Vous trouverez le journal d'Étienne, le CSV des pressées, le rapport de GéoEstrie et le contrat avec la gravière.",
        "facts": {
            "242": [["au moins 5 MPa"], ["au plus 6 %"], ["50 cycles"], ["au plus 3 %"]],
            "244": [["sable concassé"], ["chaux hydraulique"], ["laitier de haut fourneau"], ["cure humide"]],
            "246": [["5,8 MPa"], ["1,9 %"], ["s'effrite"], ["7,4 %"]],
        },
        "dates": ["2025-05-05", "2025-05-12", "2025-05-13", "2025-05-20", "2025-06-02", "2025-06-09",
                  "2025-06-16", "2025-07-17", "2025-08-29", "2025-09-04"],
        "noise": ["Volume minimal annuel de 400 tonnes", "Clause d'indexation au carburant",
                  "préavis écrit de 90 jours", "18,50 $ la tonne métrique"],
        "bindings": [
            {"value": "4,1 MPa", "subject": "M1", "others": ["M4", "M3"]},
            {"value": "4,6 MPa", "subject": "M2", "others": ["M4", "M5"]},
            {"value": "3,2 MPa", "subject": "M3", "others": ["M4", "M2"]},
        ],
    },
    [
        ("journal_chantier_BTC.md", text("""
            # Journal R-D - BTC-Q (blocs de terre comprimée pour le climat québécois)
            Terres Vives Construction inc., Sherbrooke
            Tenu par Étienne Lapointe, ing. jr. Relu par Karine Boisvert (présidente).

            ## 2025-05-05 - démarrage
            Les BTC, ça se fait depuis longtemps en Afrique pis dans le sud-ouest américain, mais à peu près personne en a mis dehors dans un climat avec 80 à 100 cycles de gel-dégel par hiver. La terre qu'on a sous la main (argile silteuse de la gravière de Stoke) a trop de fines : ça retraite en séchant pis ça absorbe l'eau. Les guides disent de stabiliser avec 8 à 10 % de ciment, mais à ce dosage-là le bloc perd son intérêt carbone. On sait pas si on peut descendre le ciment pis quand même passer le gel-dégel.
            Cibles fixées avec Karine :
            - compression à sec d'au moins 5 MPa à 28 jours
            - au plus 6 % de ciment (en masse de terre sèche)
            - passer 50 cycles de gel-dégel avec une perte de masse d'au plus 3 %
            Presse hydraulique de 20 t louée, moule de 295 x 140 x 90 mm. Tous les blocs en cure humide 28 jours sous polyéthylène.

            ## le 12 mai - M1
            M1 = terre tamisée à 5 mm + 6 % de ciment GU, eau à 12 %. 40 blocs pressés, le reste le lendemain (voir CSV). Les blocs de M1 fissurent en fines lignes au démoulage quand on les manipule trop vite.

            ## 20/05/2025 - M2
            M2 = M1 + 20 % de sable concassé 0-5 mm de la carrière pour corriger la granulométrie. Moins de fissures, le bloc sonne plus plein. Eau baissée à 10,5 %.

            ## lun. 2 juin - M3
            Pour baisser le ciment : M3 = M2 avec 4 % de ciment + 2 % de chaux hydraulique (NHL 3,5). Bloc plus pâle, un peu poudreux sur les arêtes après la cure.

            ## 9 juin - M4
            M4 = M2 + 4 % de ciment + 3 % de laitier de haut fourneau (laitier moulu de Contrecoeur). Karine : on reste sous la cible de ciment, le laitier est un sous-produit.

            ## 16 juin - M5
            M5 = M4 + 0,3 % de fibres de lin courtes pour protéger les arêtes à la manutention. La presse bourre un peu, faut brasser plus longtemps.

            ## 17 juillet
            Livré 12 blocs de chaque mélange chez GéoEstrie (compression sèche et saturée, absorption, 50 cycles de gel-dégel).

            ## 4 sept. - bilan
            Le rapport de GéoEstrie est rentré. La chaux hydraulique seule (M3) s'effrite au gel-dégel : on arrête l'essai à 12 cycles, piste écartée. M4 passe tout : 5,8 MPa à sec, perte de masse de 1,9 % après 50 cycles, absorption de 7,4 %. Les fibres de lin (M5) aident pas : moins résistant que M4 pis des fibres arrachées en surface. Prochaine étape : un muret test exposé plein sud pour l'hiver 2025-2026.
            """)),
        ("pressees_BTC_2025.csv", text("""
            date;melange;nb_blocs;eau (%);ciment (%);ajout;pression presse (MPa);masse volumique seche (kg/m3);remarque
            2025-05-12;M1;40;12,0;6;-;8;1 870;fissures fines au démoulage
            2025-05-13;M1;32;12,0;6;-;8;1 880;finir le lot M1
            2025-05-20;M2;48;10,5;6;sable concassé 20 %;8;1 960;
            2025-06-02;M3;48;10,5;4;chaux hydraulique 2 %;8;1 910;arêtes poudreuses
            2025-06-09;M4;48;10,5;4;laitier 3 %;8;1 990;
            2025-06-16;M5;48;11,0;4;laitier 3 % + lin 0,3 %;8;1 950;presse bourre
            """)),
        ("rapport_GeoEstrie_GE-25-211.pdf", pdf([
            ("title", "Rapport d'essais GE-25-211"),
            ("p", "Blocs de terre comprimée stabilisée - compression, absorption et durabilité au gel-dégel"),
            ("p", "Client : Terres Vives Construction inc., Sherbrooke. Émis le 29 août 2025. Échantillons "
                  "reçus le 17 juillet 2025 (12 blocs par mélange, M1 à M5), après 28 jours de cure chez le client."),
            ("h1", "1. Mandat"),
            ("p", "Mesurer la résistance en compression à l'état sec et saturé, l'absorption d'eau par immersion "
                  "de 24 h et la durabilité au gel-dégel de cinq mélanges de blocs de terre comprimée."),
            ("h1", "2. Méthodes"),
            ("p", "Compression : 3 blocs par mélange, chargés à plat, état sec (séché à 40 °C) et état saturé "
                  "(immersion de 24 h). Absorption : immersion de 24 h, 3 blocs. Gel-dégel : adaptation de la "
                  "norme ASTM C1262, 3 blocs par mélange, cycles de -18 °C à +23 °C, brossage et pesée aux 10 "
                  "cycles, arrêt à 50 cycles ou à la désagrégation."),
            ("h1", "3. Résultats - compression et absorption"),
            ("table", [
                ["Mélange", "Compression sèche", "Compression saturée", "Absorption 24 h"],
                ["M1", "4,1 MPa", "1,6 MPa", "11,2 %"],
                ["M2", "4,6 MPa", "2,0 MPa", "9,8 %"],
                ["M3", "3,2 MPa", "0,9 MPa", "13,5 %"],
                ["M4", "5,8 MPa", "2,9 MPa", "7,4 %"],
                ["M5", "5,1 MPa", "2,6 MPa", "8,1 %"],
            ]),
            ("small", "Moyenne de 3 blocs. Écart-type inférieur à 0,4 MPa pour tous les mélanges."),
            ("break", None),
            ("h1", "4. Résultats - gel-dégel"),
            ("table", [
                ["Mélange", "Cycles complétés", "Perte de masse", "Observation"],
                ["M1", "50", "4,7 %", "arêtes émoussées"],
                ["M2", "50", "3,6 %", "écaillage léger des faces"],
                ["M3", "12", "s.o.", "s'effrite, essai arrêté"],
                ["M4", "50", "1,9 %", "aucune fissure"],
                ["M5", "50", "2,4 %", "fibres arrachées en surface"],
            ]),
            ("h1", "5. Interprétation"),
            ("p", "Le mélange M3, stabilisé en partie à la chaux hydraulique, s'effrite dès les premiers cycles : "
                  "à 28 jours, la chaux n'a pas assez carbonaté pour lier une terre aussi fine. La correction "
                  "granulométrique au sable (M2) améliore la compacité, mais seul l'ajout de laitier (M4) donne "
                  "une matrice assez dense pour limiter l'absorption et la perte de masse. Les fibres du mélange "
                  "M5 créent des chemins d'eau près de la surface."),
            ("h1", "6. Conclusion"),
            ("p", "Seul le mélange M4 respecte les trois critères transmis par le client. Les résultats ne "
                  "se rapportent qu'aux échantillons reçus."),
        ], header="GéoEstrie Laboratoires inc. - Rapport GE-25-211 - Blocs de terre comprimée",
            footer="Document confidentiel - reproduction partielle interdite")),
        ("contrat_approvisionnement_terre.docx", docx([
            ("title", "Contrat d'approvisionnement en terre argileuse"),
            ("p", "Entre Gravière Stoke inc. (le Fournisseur) et Terres Vives Construction inc. (l'Acheteur). "
                  "Signé à Sherbrooke le 28 avril 2025."),
            ("h1", "Article 1 - Objet"),
            ("p", "Le Fournisseur vend à l'Acheteur de la terre argileuse tamisée, livrée en vrac au chantier de "
                  "l'Acheteur."),
            ("h1", "Article 2 - Prix et quantités"),
            ("p", "Prix : 18,50 $ la tonne métrique, taxes en sus. Volume minimal annuel de 400 tonnes; le "
                  "volume non levé au 31 décembre est facturé à 50 % du prix."),
            ("p", "Clause d'indexation au carburant : le prix est ajusté chaque trimestre selon le prix moyen du "
                  "diesel publié par la Régie de l'énergie."),
            ("h1", "Article 3 - Durée et résiliation"),
            ("p", "Le contrat est conclu pour trois ans et peut être résilié par l'une ou l'autre des parties "
                  "moyennant un préavis écrit de 90 jours."),
            ("h1", "Article 4 - Responsabilité"),
            ("p", "Le Fournisseur ne garantit pas la convenance de la terre à un usage particulier."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H03 détection de chutes par radar 60 GHz dans une résidence pour aînés (techno santé, Québec) - offre
#     d'emploi PDF en bruit (pas nommée); journal .md (« ## 13 janv. », « ## lun 17 févr », « ## 24/02/2025 »,
#     « ## du 31 mars au 25 avril », « ## 25 avril », « ## Bilan - 2025-05-09 »), classeur XLSX à deux feuilles
#     (scénarios sans résultat dans la 1re, résultats dans la 2e; reprise du 2025-02-19 seulement là), fil de
#     courriels avec la directrice (trois des cibles seulement dans le courriel du 8 janvier)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_detection_chutes_radar_rpa",
        "question": "Bonjour! On aurait besoin des lignes 242, 244 et 246 pour le projet de détection de chutes par radar (Veille Douce). Dans le dossier : le journal de dev, le classeur du pilote pis les courriels avec la directrice des Jardins du Fleuve.",
        "facts": {
            "242": [["au moins 95 %"], ["moins d'une fausse alerte"], ["moins de 10 s"], ["sans caméra"]],
            "244": [["cartes distance-Doppler"], ["mannequin lesté"], ["hauteur du torse"],
                    ["arbre de décision"]],
            "246": [["96,4 %"], ["0,6 fausse alerte"], ["7,2 s"], ["rideau de douche"]],
        },
        "dates": ["2025-01-08", "2025-01-13", "2025-01-27", "2025-02-17", "2025-02-19", "2025-02-24",
                  "2025-03-10", "2025-03-19", "2025-03-31", "2025-04-25", "2025-05-09", "2025-05-12"],
        "noise": ["Assurances collectives dès le premier jour", "Télétravail hybride",
                  "Salaire de 78 000 $", "Bureaux dans le quartier Saint-Roch"],
        "bindings": [
            {"value": "71,0 %", "subject": "V1", "others": ["V4", "V3"]},
            {"value": "84,5 %", "subject": "V2", "others": ["V4", "V3"]},
            {"value": "92,8 %", "subject": "V3", "others": ["V4", "V2"]},
        ],
    },
    [
        ("journal_dev_VeilleDouce.md", text("""
            # Journal de dev - Veille Douce (détection de chutes par radar, sans caméra)
            Veille Douce Technologies inc., Québec - hiver-printemps 2025
            Équipe : Amélie Fortin (ML), Jonathan Côté (firmware), Samuel Nadeau (stagiaire)

            ## Contexte
            Les RPA veulent savoir quand un résident tombe dans sa chambre la nuit, mais les familles pis le comité des résidents veulent rien savoir d'une caméra dans une chambre. Notre capteur : radar FMCW 60 GHz au plafond, tout le traitement sur la carte, rien d'autre sort de la chambre qu'une alerte.
            Ce qu'on sait pas :
            - si on peut séparer une chute d'une personne qui s'assoit raide dans son fauteuil ou qui se laisse tomber sur son lit (même vitesse verticale);
            - ce que font les déambulateurs en aluminium pis les lits électriques (gros réflecteurs qui bougent);
            - si un modèle entraîné sur des chutes simulées par des jeunes va marcher avec des aînés qui tombent lentement (glissade le long du lit).
            Les articles publiés sont faits en labo vide avec une personne à la fois, pas dans une vraie chambre de 12 m2 pleine de meubles.
            Cible interne (Amélie) : sensibilité d'au moins 95 % sur les chutes du protocole, tout traité sur la carte. Les autres cibles viennent de la directrice des Jardins du Fleuve (voir courriels).

            ## 13 janv. - V1
            Seuil de vitesse Doppler : alerte si le nuage descend à plus de 1,5 m/s. Banc dans la chambre témoin du labo (lit électrique, fauteuil, commode). V1 détecte 71,0 % des chutes, mais 4,8 fausses alertes par jour dans la chambre témoin, à chaque fois que quelqu'un s'assoit vite. Pas utilisable.

            ## 27 janv. - V2
            Nuage de points 3D + arbre de décision (hauteur du centroïde, vitesse, durée au sol). V2 monte à 84,5 % mais le déambulateur qu'on replie devant le lit fait des faux positifs (le nuage « tombe »).

            ## lun 17 févr - V3
            Changement d'approche : CNN sur des cartes distance-Doppler (fenêtres de 4 s), entraîné sur 420 chutes simulées : 6 comédiens sur tapis (avant, côté, arrière, glissade le long du lit) + un mannequin lesté de 70 kg pour les chutes arrière qu'on peut pas demander à un humain. V3 donne 92,8 % sur le jeu de test. Les glissades lentes sont les plus manquées. Reprise avec deux nouveaux comédiens le mercredi (voir classeur).

            ## 24/02/2025 - salle de bain
            Test dans la salle de bain de la chambre témoin, douche en marche. Le rideau de douche qui bouge pis les jets d'eau donnent des signatures Doppler qui ressemblent à une chute : 11 fausses alertes en 2 h. Ce radar-là peut pas couvrir la salle de bain; on masque la zone douche pis on laisse faire la salle de bain pour cette phase.

            ## 10 mars - V4
            V4 = V3 + suivi de la hauteur du torse pendant 5 s après l'événement (la personne reste-tu au sol?) + masque de la zone douche + rejet des cibles qui respirent pas (un déambulateur respire pas). Jeu de test : 96,4 % de sensibilité, latence médiane de 7,2 s jusqu'au téléavertisseur. Ready pour le pilote.

            ## du 31 mars au 25 avril - pilote
            Pilote aux Jardins du Fleuve (Lévis), 12 chambres du 2e étage, V4 sur les cartes. Les préposés notent chaque chute réelle pis chaque alerte dans le cahier de l'étage.

            ## 25 avril - fin du pilote
            4 chutes réelles dans le mois, 4 détectées (dont une glissade lente du lit). En moyenne 0,6 fausse alerte par chambre par semaine, la moitié dans la chambre 214 (résident qui fait ses exercices au sol le matin).

            ## Bilan - 2025-05-09
            - Les seuils (V1) pis l'arbre de décision (V2) sont écartés : ils confondent une chute avec quelqu'un qui s'assoit vite.
            - Les cartes distance-Doppler + la hauteur du torse (V4) passent les cibles en labo pis en pilote.
            - La salle de bain reste pas couverte : le rideau de douche fait trop de fausses alertes avec un radar au plafond. Il va falloir un autre capteur ou un autre angle.
            """)),
        ("validation_pilote_RPA.xlsx", xlsx([
            ("scénarios", [
                ["code", "type", "description", "nb essais", "simulé par"],
                ["S01", "chute", "chute avant en marchant", 60, "comédiens"],
                ["S02", "chute", "chute de côté au lever du lit", 60, "comédiens"],
                ["S03", "chute", "chute arrière", 60, "mannequin 70 kg"],
                ["S04", "chute", "glissade lente le long du lit", 80, "comédiens"],
                ["S05", "chute", "chute avec déambulateur", 60, "comédiens"],
                ["S06", "chute", "chute du fauteuil roulant", 100, "comédiens + mannequin"],
                ["S07", "non-chute", "s'asseoir vite dans le fauteuil", 120, "comédiens"],
                ["S08", "non-chute", "se laisser tomber sur le lit", 120, "comédiens"],
                ["S09", "non-chute", "replier le déambulateur", 80, "comédiens"],
                ["S10", "non-chute", "lit électrique qui monte et descend", 60, "aucun"],
            ]),
            ("résultats", [
                ["version", "date", "jeu de données", "sensibilité", "fausses alertes", "latence médiane (s)",
                 "verdict"],
                ["V1", D("2025-01-13"), "chambre témoin", "71,0 %", "4,8 par jour", 3.1, "rejeté"],
                ["V2", D("2025-01-27"), "chambre témoin", "84,5 %", "2,1 par jour", 4.0, "rejeté"],
                ["V3", D("2025-02-17"), "jeu de test (420 chutes)", "92,8 %", "0,9 par jour", 6.5,
                 "à améliorer"],
                ["V3 reprise", D("2025-02-19"), "2 nouveaux comédiens", "91,7 %", "1,0 par jour", 6.4,
                 "confirme V3"],
                ["V4", D("2025-03-10"), "jeu de test (420 chutes)", "96,4 %", "0,2 par jour", 7.2, "conforme"],
                ["V4 pilote", D("2025-03-31"), "12 chambres, 4 semaines", "4 chutes sur 4",
                 "0,6 par chambre par semaine", 7.5, "conforme"],
            ]),
        ])),
        ("courriels_Jardins_du_Fleuve.txt", text("""
            De : Nicole Bérubé <direction@jardinsdufleuve.example>
            Envoyé : 8 janvier 2025 14:02
            À : Amélie Fortin <amelie@veilledouce.example>
            Objet : Projet radar - nos attentes

            Bonjour Amélie,
            Suite à notre rencontre, voici ce qu'il nous faut pour aller de l'avant avec un pilote :
            1. Pas de caméra dans les chambres, c'est non négociable avec les familles et le comité des résidents.
            2. Moins d'une fausse alerte par chambre par semaine. Nos préposés de nuit sont deux pour 60 résidents; s'ils se déplacent pour rien, ils vont arrêter de répondre.
            3. L'alerte doit arriver sur le téléavertisseur en moins de 10 s après la chute.
            4. Ça doit fonctionner avec les résidents qui utilisent un déambulateur ou un fauteuil roulant.
            Merci,
            Nicole Bérubé, directrice générale
            Les Jardins du Fleuve, Lévis

            ---
            Le mer. 19 mars 2025 à 09:12, Nicole Bérubé <direction@jardinsdufleuve.example> a écrit :
            > Bonne nouvelle : le comité des résidents a accepté le pilote. Vous pouvez installer dans les 12 chambres du 2e étage à partir du 31 mars. Les préposés vont tenir le cahier d'étage comme convenu.

            ---
            De : Amélie Fortin <amelie@veilledouce.example>
            Envoyé : 12 mai 2025 10:30
            À : Nicole Bérubé <direction@jardinsdufleuve.example>
            Objet : Résultats du pilote

            Bonjour Nicole,
            Merci encore à votre équipe. Pendant le pilote, les 4 chutes réelles ont été détectées, avec en moyenne 0,6 fausse alerte par chambre par semaine et une latence médiane de 7,5 s. On n'a pas couvert les salles de bain : avec la douche en marche, le rideau de douche et l'eau trompent le radar. On vous revient cet automne avec une solution pour la salle de bain.
            Amélie
            """)),
        ("offre_emploi_dev_embarque.pdf", pdf([
            ("title", "Offre d'emploi - Développeur(se) logiciel embarqué"),
            ("p", "Veille Douce Technologies inc. est une jeune entreprise québécoise qui conçoit des capteurs "
                  "pour la sécurité des aînés. Nous cherchons une personne passionnée pour se joindre à notre "
                  "équipe de cinq."),
            ("h1", "Tes tâches"),
            ("b", "Développer et maintenir le micrologiciel de nos capteurs (C, Linux embarqué)."),
            ("b", "Participer aux installations chez nos clients."),
            ("h1", "Ce qu'on offre"),
            ("b", "Salaire de 78 000 $ à 95 000 $ selon l'expérience."),
            ("b", "Assurances collectives dès le premier jour."),
            ("b", "Télétravail hybride, deux jours par semaine au bureau."),
            ("b", "Bureaux dans le quartier Saint-Roch, près de la piste cyclable."),
            ("p", "Envoie ta candidature à emplois@veilledouce.example avant le 15 juin 2025."),
        ], header="Veille Douce Technologies inc. - Carrières")),
    ],
)

# ---------------------------------------------------------------------------
# H04 concombre de mer séché plus vite sans croûte (transformation marine, Paspébiac) - facture d'emballages en
#     bruit (nommée, datée du 12 juin, pas une entrée); cahier d'usine télégraphique .txt (« 26 mai »,
#     « le 2 juin », « mer 4 juin », « 17/06/2025 », « 2025-06-25 », « du 7 au 10 juillet », « 10 juillet »,
#     « 14/07/2025 », résumé « 2025-08-05 »; soumission non datée en tête), CSV des lots (S4-bis du 2025-06-27
#     seulement dans le CSV), rapport de labo PDF sur 2 pages (« Émis le 1er août 2025 »; réhydratation et grade
#     seulement dans ses tableaux et le cahier)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_concombre_mer_sechage_thermopompe",
        "question": "Allo, j'aurais besoin des lignes 242, 244 pis 246 pour notre projet de séchage du concombre de mer. Je t'envoie le cahier de l'usine, le CSV des lots de séchage, le rapport de MarBio pis la facture d'Emballages Gaspésiens.",
        "facts": {
            "242": [["au plus 72 h"], ["au plus 12 %"], ["au moins 300 %"], ["grade A"]],
            "244": [["thermopompe"], ["séchage par paliers"], ["ressuage"], ["saumure à 8 %"]],
            "246": [["64 h"], ["10,5 %"], ["croûte dure"], ["texture spongieuse"]],
        },
        "dates": ["2025-05-26", "2025-06-02", "2025-06-04", "2025-06-17", "2025-06-25", "2025-06-27",
                  "2025-07-07", "2025-07-10", "2025-07-14", "2025-08-01", "2025-08-05"],
        "noise": ["Sacs sous vide 20 x 30 cm", "Boîtes export doublées", "Net 30 jours",
                  "Intérêt de 2 % par mois"],
        "bindings": [
            {"value": "180 %", "subject": "S1", "others": ["S4", "S3"]},
            {"value": "310 %", "subject": "S2", "others": ["S4", "S5"]},
            {"value": "325 %", "subject": "S3", "others": ["S4", "S2"]},
        ],
    },
    [
        ("cahier_usine_sechage.txt", text("""
            PRODUITS MARINS CHALEUR INC - Paspébiac
            cahier usine - projet séchage concombre de mer (Cucumaria frondosa)
            tenu par Julie Cyr tech qualité / Denis Arsenault dir usine
            soumission Frigo-Gaspé location séchoir thermopompe 6 m3 : 1 850 $ par mois + 400 $ transport aller-retour (prix valide 30 jours)

            26 mai rencontre avec le courtier de Vancouver
            ses acheteurs de Hong Kong veulent du grade A seulement : forme intacte pas de fissure pas de croûte
            humidité finale au plus 12 % sinon ça moisit dans le conteneur
            réhydratation au moins 300 % après 48 h de trempage (gain de masse) sinon c'est déclassé
            nous autres on veut sécher en au plus 72 h au lieu de 10 à 12 jours sur les claies (on bloque la salle tout l'été)
            personne publie sur le séchage de frondosa en séchoir l'acheteur chinois fait ça au soleil depuis toujours

            le 2 juin S1
            cuisson 1 h eau de mer éviscéré séchoir air chaud 60 °C continu
            sec à 11 % en 38 h wow mais croûte dure sur le dessus pis l'intérieur reste mou
            réhydratation S1 juste 180 % grade C on oublie l'air chaud fort

            mer 4 juin S2
            séchoir thermopompe loué de Frigo-Gaspé 35 °C HR 30 % continu
            ça prend 96 h !! trop long mais belle forme
            S2 réhydratation 310 % grade A

            17/06/2025 S3
            séchage par paliers 35 puis 45 puis 55 °C dans la thermopompe
            ressuage 4 h ventilos fermés aux 12 h pour que l'eau du centre remonte
            70 h humidité 11,8 %
            S3 réhydratation 325 % mais fissures sur les gros (15 % du lot) grade B

            2025-06-25 S4
            S3 + saumure à 8 % pendant 2 h après la cuisson (le sel tient la peau pis l'empêche de fendre)
            64 h humidité 10,5 % pas de fissure pas de croûte
            réhydratation 340 % grade A sur 94 % du lot
            refait un S4-bis le vendredi pour voir si c'est reproductible (voir CSV)

            du 7 au 10 juillet S5 lyophilisation à forfait chez MarBio pour comparer
            10 juillet réception des lots lyophilisés : texture spongieuse le courtier dit que ses acheteurs en veulent pas
            en plus ça coûte 9 fois plus cher au kilo on garde la thermopompe

            14/07/2025 échantillons S1 à S5 envoyés à MarBio pour humidité réhydratation protéines

            RÉSUMÉ 2025-08-05 (Julie)
            l'air chaud fort fait une croûte dure (S1) pis la lyophilisation donne une texture spongieuse (S5) : écartés
            la thermopompe seule (S2) est trop lente
            les paliers + le ressuage + la saumure à 8 % (S4) passent toutes les cibles : 64 h, 10,5 %, 340 %, grade A
            """)),
        ("sechage_lots_2025.csv", text("""
            date;lot;procede;T sechage (°C);HR air (%);duree (h);humidite finale (%);masse fraiche (kg);masse seche (kg);remarque
            2025-06-02;S1;air chaud continu;60;15;38;11,0;120;14,1;croûte
            2025-06-04;S2;thermopompe continu;35;30;96;11,4;120;14,3;lent
            2025-06-17;S3;paliers + ressuage;35/45/55;30;70;11,8;150;17,9;fissures 15 %
            2025-06-25;S4;paliers + ressuage + saumure;35/45/55;30;64;10,5;150;17,6;
            2025-06-27;S4-bis;paliers + ressuage + saumure;35/45/55;30;65;10,8;150;17,7;reproductible
            2025-07-07;S5;lyophilisation (MarBio);-30/+30;s.o.;60;4,2;40;4,3;spongieux
            """)),
        ("rapport_MarBio_MB-25-0918.pdf", pdf([
            ("title", "Rapport d'analyse MB-25-0918"),
            ("p", "Concombre de mer séché (Cucumaria frondosa) - humidité, réhydratation et classement"),
            ("p", "Client : Produits Marins Chaleur inc., Paspébiac. Émis le 1er août 2025. Échantillons reçus "
                  "le 14 juillet 2025 : cinq lots (S1 à S5), 2 kg par lot, en sacs scellés."),
            ("h1", "1. Méthodes"),
            ("p", "Humidité : étuve à 105 °C jusqu'à masse constante (AOAC 950.46). Réhydratation : 20 individus "
                  "par lot trempés 48 h dans l'eau douce à 4 °C, eau changée aux 12 h; gain de masse exprimé en "
                  "pourcentage de la masse sèche. Protéines : méthode de Kjeldahl (N x 6,25). Classement : grille "
                  "du client (grade A = forme intacte, aucune fissure, aucune croûte; grade B = fissures; grade "
                  "C = croûte ou déformation)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Lot", "Procédé", "Humidité", "Réhydratation 48 h", "Protéines (base sèche)", "Classement"],
                ["S1", "air chaud 60 °C", "11,2 %", "180 %", "47 %", "grade C (croûte)"],
                ["S2", "thermopompe 35 °C", "11,4 %", "310 %", "52 %", "grade A"],
                ["S3", "paliers + ressuage", "11,9 %", "325 %", "51 %", "grade B (fissures)"],
                ["S4", "paliers + ressuage + saumure", "10,5 %", "340 %", "52 %", "grade A"],
                ["S5", "lyophilisation", "4,3 %", "455 %", "53 %", "hors grille (spongieux)"],
            ]),
            ("break", None),
            ("h1", "3. Observations"),
            ("p", "Le lot S1 présente une croûte dure de 1 à 2 mm : la surface a séché avant que l'eau du centre "
                  "ne migre, ce qui freine la réhydratation. Le lot S5 se réhydrate le plus, mais sa texture "
                  "spongieuse ne correspond pas au produit recherché par le client. Dans le lot S4, la peau des "
                  "individus est plus souple et sans fissure, ce qui est cohérent avec l'effet du sel sur les "
                  "protéines de surface."),
            ("h1", "4. Conclusion"),
            ("p", "Les lots S2 et S4 satisfont aux critères d'humidité, de réhydratation et de classement du "
                  "client. Les résultats ne se rapportent qu'aux échantillons reçus."),
        ], header="Laboratoire MarBio Gaspésie - Grande-Rivière - Rapport MB-25-0918",
            footer="Accrédité pour les essais marqués d'un astérisque seulement")),
        ("facture_sel_emballages.txt", text("""
            EMBALLAGES GASPÉSIENS LTÉE - Chandler
            FACTURE N° 2025-0612
            Date : 12 juin 2025
            Vendu à : Produits Marins Chaleur inc., Paspébiac

            Qté   Description                              Prix unit.   Total
            40    Sel de mer gros grain, sac de 20 kg        14,95 $      598,00 $
            5000  Sacs sous vide 20 x 30 cm, 3 mil            0,11 $      550,00 $
            120   Boîtes export doublées 10 kg                6,40 $      768,00 $
                                                     Sous-total       1 916,00 $
                                                     TPS 5 %             95,80 $
                                                     TVQ 9,975 %        191,12 $
                                                     TOTAL            2 202,92 $

            Modalités : Net 30 jours. Intérêt de 2 % par mois sur les comptes en souffrance.
            Merci de votre confiance!
            """)),
    ],
)

# ---------------------------------------------------------------------------
# H05 glaçure de grès aux boues de sciage de granit (céramique, Saint-Sébastien) - dépliant PDF de la collection
#     d'automne en bruit (nommé) + une infolettre transférée au milieu du fil de courriels (section de bruit);
#     rapport d'essais DOCX daté (plan / méthode / résultats / conclusion; tressaillage par glaçure seulement
#     dans son tableau et la feuille « résultats »), classeur XLSX à deux feuilles (fournée de reprise du
#     2025-05-02 seulement dans la 1re feuille), fil de courriels (cibles du client seulement dans le courriel du
#     3 mars; « du 9 juin au 18 juillet » dans le rapport)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_glacure_gres_boues_granit",
        "question": "Bonjour, pourriez-vous me préparer les lignes 242, 244 et 246 pour notre projet de glaçure aux boues de granit? Ci-joints : le rapport d'essais de Chloé, le classeur des cuissons, les courriels avec Granits Mégantic et Bistro Boréal, et notre dépliant de la collection d'automne.",
        "facts": {
            "242": [["au moins 30 %"], ["aucun tressaillage"], ["500 cycles"], ["cône 6"]],
            "244": [["séparation magnétique"], ["wollastonite"], ["coefficient de dilatation"],
                    ["essai à l'autoclave"]],
            "246": [["perte de 6 GU"], ["10 cycles d'autoclave"], ["bouillonne"], ["picots noirs"]],
        },
        "dates": ["2025-03-03", "2025-03-13", "2025-03-20", "2025-04-03", "2025-04-17", "2025-05-01",
                  "2025-05-02", "2025-05-15", "2025-06-09", "2025-07-18", "2025-09-30", "2025-10-02"],
        "noise": ["Bols à ramen", "Livraison gratuite dès 150 $", "Chaque pièce est unique",
                  "Portes ouvertes de l'atelier", "Salon des métiers d'art de Sherbrooke"],
        "bindings": [
            {"value": "au 1er cycle", "subject": "G1", "others": ["G4", "G3"]},
            {"value": "au 2e cycle", "subject": "G2", "others": ["G4", "G3"]},
            {"value": "au 4e cycle", "subject": "G3", "others": ["G4", "G2"]},
        ],
    },
    [
        ("rapport_essais_glacures.docx", docx([
            ("title", "Glaçure « granit » pour vaisselle de restaurant - rapport d'essais"),
            ("p", "Céramiques du Granit inc., Saint-Sébastien. Préparé par Chloé Poulin, céramiste et directrice "
                  "technique. Rédigé le 30 septembre 2025."),
            ("h1", "Plan"),
            ("p", "Notre voisine, Granits Mégantic, envoie chaque année des centaines de tonnes de boues de "
                  "sciage au site d'enfouissement. Ces boues sont surtout du feldspath et du quartz broyés très "
                  "fin, avec de la biotite et des particules d'acier des câbles de sciage. Nous voulons nous en "
                  "servir comme matière première d'une glaçure pour la vaisselle de restaurant. Objectifs :"),
            ("b", "au moins 30 % de boues de sciage dans la recette sèche de la glaçure;"),
            ("b", "rester au cône 6 (vers 1 220 °C), notre four actuel, sans cuisson plus chaude;"),
            ("b", "tenir les exigences de Bistro Boréal sur le lave-vaisselle commercial (voir courriels)."),
            ("p", "Inconnues : les boues n'ont pas une composition constante et contiennent du fer; on ne sait pas "
                  "si on peut ajuster le coefficient de dilatation de la glaçure à celui de notre grès avec une "
                  "matière aussi variable, ni si le fer restera dissous dans le verre ou formera des taches."),
            ("h1", "Méthode"),
            ("p", "Cinq glaçures codées. G1 = base brillante cône 6 où 30 % de boues séchées remplacent le feldspath "
                  "potassique. G2 = G1 avec des boues passées à la séparation magnétique (séparateur à tambour de "
                  "Granits Mégantic). G3 = G2 + 5 % de wollastonite à la place du carbonate de calcium. G4 = G3 "
                  "+ 8 % de silice pour baisser le coefficient de dilatation calculé de 7,6 à 6,4 (10-6/°C). "
                  "G5 = G4 avec 40 % de boues."),
            ("p", "Tressaillage : essai à l'autoclave (0,5 MPa, 1 h par cycle), carreaux émaillés des deux faces, "
                  "encre bleue après chaque cycle, jusqu'à 10 cycles. Lave-vaisselle : assiettes de G3 et G4 "
                  "passées dans le lave-vaisselle de la cuisine centrale de Bistro Boréal du 9 juin au 18 "
                  "juillet; brillance mesurée à 60° au brillancemètre avant et après."),
            ("h1", "Résultats"),
            ("table", [
                ["Glaçure", "Boues", "Picots", "Tressaillage à l'autoclave", "Après 500 cycles", "Verdict"],
                ["G1", "30 %", "picots noirs", "au 1er cycle", "non testé", "rejetée"],
                ["G2", "30 %", "aucun", "au 2e cycle", "non testé", "rejetée"],
                ["G3", "30 %", "aucun", "au 4e cycle", "tressaillage visible", "rejetée"],
                ["G4", "30 %", "aucun", "intacte après 10 cycles", "perte de 6 GU, aucune fissure", "retenue"],
                ["G5", "40 %", "aucun", "s.o.", "non testé", "rejetée - bouillonne"],
            ]),
            ("h1", "Conclusion"),
            ("p", "Les picots noirs de G1 venaient des particules magnétiques des boues : la séparation "
                  "magnétique les élimine complètement. Le tressaillage a été réglé en baissant le coefficient de "
                  "dilatation (G4) : aucune fissure après 10 cycles d'autoclave et une perte de 6 GU après 500 "
                  "cycles de lave-vaisselle. À 40 % de boues (G5), la glaçure bouillonne et sort mate : on reste "
                  "à 30 %."),
        ])),
        ("cuissons_2025.xlsx", xlsx([
            ("fournées", [
                ["fournée", "date", "cône", "T max (°C)", "palier (min)", "refroidissement", "glaçures",
                 "remarque"],
                ["F-101", D("2025-03-20"), "6", 1222, 15, "naturel", "G1", "picots partout"],
                ["F-104", D("2025-04-03"), "6", 1220, 15, "naturel", "G2", ""],
                ["F-108", D("2025-04-17"), "6", 1221, 15, "naturel", "G3", ""],
                ["F-112", D("2025-05-01"), "6", 1222, 15, "contrôlé 150 °C/h", "G4", ""],
                ["F-113", D("2025-05-02"), "6", 1219, 15, "contrôlé 150 °C/h", "G4", "reprise, même résultat"],
                ["F-117", D("2025-05-15"), "6", 1222, 15, "contrôlé 150 °C/h", "G5", "cratères"],
            ]),
            ("résultats", [
                ["glaçure", "boues (%)", "Fe2O3 des boues (%)", "CTE calculé (10-6/°C)", "picots",
                 "autoclave", "brillance initiale (GU)", "verdict"],
                ["G1", 30, 2.8, 7.6, "picots noirs", "tressaille au 1er cycle", 88, "rejetée"],
                ["G2", 30, 0.9, 7.6, "aucun", "tressaille au 2e cycle", 90, "rejetée"],
                ["G3", 30, 0.9, 7.2, "aucun", "tressaille au 4e cycle", 89, "rejetée"],
                ["G4", 30, 0.9, 6.4, "aucun", "aucun tressaillage après 10 cycles", 87, "retenue"],
                ["G5", 40, 0.9, 6.1, "aucun", "non testé", 41, "rejetée (bouillonne)"],
            ]),
        ])),
        ("courriels_Granits_Bistro.txt", text("""
            De : Sophie Lachance <achats@bistroboreal.example>
            Envoyé : 3 mars 2025 11:20
            À : Chloé Poulin <chloe@ceramiquesdugranit.example>
            Objet : Assiettes pour nos 9 succursales

            Bonjour Chloé,
            Comme discuté au téléphone, on aimerait vos assiettes « granit » dans nos succursales l'an prochain. Nos conditions :
            - aucun tressaillage ni écaillage après 500 cycles de notre lave-vaisselle commercial (rinçage à 82 °C);
            - perte de brillance d'au plus 10 GU après ces 500 cycles;
            - pas de plomb ni de cadmium, conforme à Santé Canada.
            Vous pouvez utiliser le lave-vaisselle de notre cuisine centrale pour vos tests.
            Sophie Lachance, approvisionnement, Groupe Bistro Boréal

            ---
            Le jeu. 13 mars 2025 à 15:40, Yves Lessard <ylessard@granitsmegantic.example> a écrit :
            > Salut Chloé,
            > La dernière analyse de nos boues (scie à câble diamanté) donne 2,8 % de Fe2O3. C'est surtout de la biotite pis des bouts d'acier du câble.
            > On a un séparateur magnétique à tambour pour le sable de sablage; on peut y passer tes boues séchées sans frais.
            > Yves

            ---
            ---------- Message transféré ----------
            De : Conseil des métiers d'art du Québec <infolettre@metiersdart.example>
            Objet : Infolettre - appel aux exposants
            Le Salon des métiers d'art de Sherbrooke revient en novembre!
            Inscription des exposants avant le 31 août, kiosque de 10 pi à 450 $.
            Atelier gratuit : photographier ses pièces avec son cellulaire.
            ---------- Fin du message transféré ----------

            ---
            De : Chloé Poulin <chloe@ceramiquesdugranit.example>
            Envoyé : 2 octobre 2025 09:05
            À : Sophie Lachance <achats@bistroboreal.example>
            Objet : Assiettes granit - résultats

            Bonjour Sophie,
            Bonne nouvelle : la glaçure G4 (30 % de boues de Granits Mégantic) passe vos conditions. Après 500 cycles dans votre lave-vaisselle, aucune fissure et une perte de brillance de 6 GU. À l'autoclave, elle reste intacte après 10 cycles.
            Les premières glaçures tressaillaient au bout de quelques cycles; il a fallu ajuster la silice pour que la glaçure se contracte comme le grès.
            Je vous envoie des échantillons de couleur la semaine prochaine.
            Chloé
            """)),
        ("depliant_collection_automne.pdf", pdf([
            ("title", "Collection automne 2025"),
            ("p", "Vaisselle de grès façonnée à la main à Saint-Sébastien, au cœur de la région du Granit."),
            ("h1", "Nouveautés"),
            ("b", "Bols à ramen, émail bleu Lac-aux-Araignées - 42 $"),
            ("b", "Tasses à café empilables, émail sapinage - 28 $"),
            ("b", "Grandes assiettes de service, émail granit poli - 65 $"),
            ("h1", "Infos"),
            ("p", "Chaque pièce est unique : les variations de couleur font partie du charme du fait main."),
            ("p", "Livraison gratuite dès 150 $ d'achat au Québec."),
            ("p", "Portes ouvertes de l'atelier les 11 et 12 octobre, de 10 h à 16 h."),
        ], header="Céramiques du Granit - boutique en ligne")),
    ],
)

# ---------------------------------------------------------------------------
# H06 tailleuse robotisée de sapins de Noël (machinerie agricole, Coaticook) - compte rendu de réunion budgétaire
#     daté (18 juin) en bruit, pas nommé; plan de projet DOCX non daté (objectifs / méthode / calendrier par
#     mois, aucune entrée), journal .md (« ## 2025-06-23 », « ## le 2 juillet », « ## du 8 au 10 juillet »,
#     « ## 10 juillet », « ## mar. 15 juillet », « ## 22/07/2025 », sommaire « ## 8 août »; la cible de vent
#     seulement ici), CSV des journées au champ (journées du 2025-07-09, au milieu de la plage, et du 2025-07-23
#     seulement dans le CSV)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_tailleuse_sapins_noel_lidar",
        "question": "Salut, peux-tu me faire les lignes 242, 244 pis 246 pour la tailleuse de sapins (projet TSR-3)? Tout est dans le dossier partagé.",
        "facts": {
            "242": [["moins de 40 s"], ["± 5 cm"], ["au plus 5 %"], ["25 km/h"]],
            "244": [["gabarit conique"], ["lidar 2D"], ["lame alternative"], ["centrale inertielle"]],
            "246": [["34 s"], ["± 4 cm"], ["2,8 %"], ["déchiquette"]],
        },
        "dates": ["2025-06-23", "2025-07-02", "2025-07-08", "2025-07-09", "2025-07-10", "2025-07-15",
                  "2025-07-22", "2025-07-23", "2025-08-08"],
        "noise": ["Achat d'un F-150 usagé", "primes d'assurance de 12 %", "party de Noël au Manoir Hovey",
                  "marge de crédit de 250 000 $"],
        "bindings": [
            {"value": "28 s", "subject": "P1", "others": ["P4", "P3"]},
            {"value": "52 s", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "41 s", "subject": "P3", "others": ["P4", "P2"]},
        ],
    },
    [
        ("plan_projet_TSR-3.docx", docx([
            ("title", "Projet TSR-3 - Tailleuse robotisée pour sapins de Noël"),
            ("p", "Robotique Agricole Coaticook inc. Responsable : Vincent Beaudoin, ing. Vision : Rosalie "
                  "Gendron. Partenaire d'essai : Plantation Ferland (Saint-Malo), 140 000 sapins baumiers et "
                  "Fraser."),
            ("h1", "Problème"),
            ("p", "Chaque été, chaque sapin doit être taillé en cône pour être vendable. Aujourd'hui, c'est fait à "
                  "la machette par des travailleurs saisonniers, de plus en plus difficiles à trouver. Les "
                  "tailleuses mécaniques existantes utilisent un gabarit conique fixe qui suppose un arbre droit "
                  "et centré, ce qui est rarement le cas dans nos plantations en pente."),
            ("h1", "Objectifs"),
            ("b", "tailler un sapin de 1,5 à 2,5 m en moins de 40 s, déplacement compris;"),
            ("b", "forme conforme au cône visé à ± 5 cm près sur toute la hauteur;"),
            ("b", "au plus 5 % de pousses arrachées ou écrasées (elles brunissent et déclassent l'arbre)."),
            ("h1", "Incertitudes"),
            ("p", "On ne sait pas si un lidar peut estimer l'axe et le cône d'un arbre dont les branches bougent, "
                  "ni quel outil de coupe tranche une pousse tendre de sapin sans l'arracher à la vitesse "
                  "voulue, ni comment compenser les mouvements du tracteur dans les rangs en pente."),
            ("h1", "Méthode"),
            ("p", "Prototypes codés P1 à P4, essayés au champ chez Plantation Ferland. Pour chaque journée : "
                  "temps par arbre au chronomètre, écart au cône mesuré à la perche graduée sur 10 arbres, "
                  "pousses abîmées comptées sur 3 branches par arbre, vent mesuré à l'anémomètre du tracteur."),
            ("h1", "Calendrier"),
            ("table", [
                ["Période", "Étape"],
                ["juin 2025", "montage du banc en atelier"],
                ["juillet 2025", "essais au champ (la taille se fait en juillet)"],
                ["août 2025", "analyse et rapport"],
            ]),
        ])),
        ("journal_essais_champ_tailleuse.md", text("""
            # Journal des essais - TSR-3
            Robotique Agricole Coaticook inc. - saison de taille 2025
            (Vincent = VB, Rosalie = RG)

            ## 2025-06-23 - atelier
            Premier montage sur le bras 3 points du Kubota. Normand Ferland passe voir : « si ça marche pas quand ça vente, ça sert à rien, chez nous ça vente tout le temps dans le haut de la terre ». On ajoute une cible : tenir la forme avec un vent jusqu'à 25 km/h.

            ## le 2 juillet - P1
            P1 = gabarit conique fixe + lame rotative à disque (comme les tailleuses du commerce). Vite : 28 s par arbre avec P1. Mais les arbres penchés sortent croches (± 11 cm) pis le disque déchiquette les pousses tendres au lieu de les couper : 9,1 % de pousses abîmées. On garde pas le disque.

            ## du 8 au 10 juillet - P2 chez Ferland
            P2 = lidar 2D sur un mât qui monte le long de l'arbre + cône recalculé pour chaque arbre (axe pis diamètre). Encore le disque pour l'instant. Le scan rallonge le cycle : 52 s par arbre pour P2. Forme à ± 6 cm les journées calmes.

            ## 10 juillet - vent
            Rafales à 30 km/h dans l'après-midi : les branches du haut bougent pendant le scan, le cône est estimé de travers, ± 13 cm. RG : faut scanner plus vite ou filtrer le balancement.

            ## mar. 15 juillet - P3
            P3 = P2 avec une lame alternative (double lame type taille-haie) à la place du disque. La coupe est nette, 3,4 % de pousses abîmées. Le mât monte plus vite avec la lame plus légère : P3 fait 41 s par arbre.

            ## 22/07/2025 - P4
            P4 = P3 + centrale inertielle sur le mât pour corriger le tangage du tracteur dans la pente + deux balayages lidar moyennés pour filtrer le balancement des branches. Résultats de la journée : 34 s par arbre, forme à ± 4 cm, 2,8 % de pousses abîmées, vent de 15 à 22 km/h. Le lendemain on a refait une journée complète avec Normand (voir CSV).

            ## 8 août - sommaire
            - Le gabarit fixe (P1) pis le disque rotatif sont écartés : le disque déchiquette les pousses, pis un gabarit fixe suit pas un arbre penché.
            - P4 atteint les trois objectifs du plan pis tient la forme jusqu'à 25 km/h de vent. Au-dessus de 30 km/h, ça marche pas encore : on arrête la taille comme les équipes manuelles.
            - Prochaine saison : deux mâts pour tailler deux rangs à la fois.
            """)),
        ("essais_champ_2025.csv", text("""
            date;prototype;arbres tailles;temps moyen par arbre (s);ecart au cone (cm);pousses abimees (%);vent moyen (km/h);remarque
            2025-07-02;P1;40;28;11;9,1;8;disque déchiquette
            2025-07-08;P2;55;52;6;8,4;10;
            2025-07-09;P2;60;51;6;8,0;12;
            2025-07-10;P2;35;53;13;8,8;24;rafales 30 km/h
            2025-07-15;P3;70;41;5;3,4;14;
            2025-07-22;P4;90;34;4;2,8;18;
            2025-07-23;P4;110;35;4;3,0;22;journée complète avec N. Ferland
            """)),
        ("compte_rendu_reunion_budget.txt", text("""
            ROBOTIQUE AGRICOLE COATICOOK INC.
            Compte rendu - réunion budgétaire du 18 juin 2025
            Présents : Vincent Beaudoin, Lise Pouliot (comptable), Marc Gendron (actionnaire)

            1. Résultats du premier trimestre : ventes de pièces de rechange en hausse de 8 %.
            2. Achat d'un F-150 usagé pour le service après-vente : reporté à l'automne.
            3. Renouvellement des assurances : hausse des primes d'assurance de 12 %, Lise magasine d'autres courtiers.
            4. Demande de hausse de la marge de crédit de 250 000 $ à la Caisse, rencontre le 3 juillet.
            5. Divers : party de Noël au Manoir Hovey, réservation à faire avant septembre.
            Prochaine réunion : 17 septembre 2025.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# H07 poudre de grillons au goût neutre (entomoculture, Embrun, Ontario) - politique de télétravail DOCX en bruit
#     (nommée); année à cheval 2024-2025; cahier télégraphique en franglais .txt (« 18 nov 2024 », « 25 nov »,
#     « 2 déc », « 16/12/2024 », « 2025-01-13 », « du 27 au 29 janvier », « 29 janv », « 3 févr », résumé
#     « 28 févr »; cibles du client seulement ici), classeur XLSX à deux feuilles (C4-bis du 2025-01-15
#     seulement dans la 1re), rapport de labo PDF sur 2 pages (« Émis le 14 février 2025 »; indices de peroxyde
#     seulement dans le PDF et la 2e feuille)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_poudre_grillons_gout_neutre",
        "question": "Bonjour, est-ce que vous pourriez rédiger les lignes 242, 244 et 246 pour notre poudre de grillons au goût neutre (PG-N)? J'ai joint le cahier de Patrick, le classeur des lots, le rapport de BioAnalytik pis la politique RH que Ginette a mise dans le dossier par erreur.",
        "facts": {
            "242": [["au plus 5 %"], ["10 000 UFC/g"], ["au moins 65 %"], ["au plus 5 meq/kg"]],
            "244": [["jeûne de 24 h"], ["presse à vis"], ["séchage sous vide"], ["blanchiment"]],
            "246": [["3,8 %"], ["2 100 UFC/g"], ["68 %"], ["rancit"]],
        },
        "dates": ["2024-11-18", "2024-11-25", "2024-12-02", "2024-12-16", "2025-01-13", "2025-01-15",
                  "2025-01-27", "2025-01-29", "2025-02-03", "2025-02-14", "2025-02-28"],
        "noise": ["Politique de télétravail", "Allocation de 300 $ pour l'équipement",
                  "heures de disponibilité", "autoévaluation ergonomique"],
        "bindings": [
            {"value": "14,2 meq/kg", "subject": "C1", "others": ["C4", "C3"]},
            {"value": "11,8 meq/kg", "subject": "C2", "others": ["C4", "C3"]},
            {"value": "3,5 meq/kg", "subject": "C3", "others": ["C4", "C5"]},
        ],
    },
    [
        ("cahier_transfo_grillons.txt", text("""
            ENTOMO BORÉAL INC - Embrun (Ontario)
            cahier transfo - poudre de grillons goût neutre (PG-N)
            Patrick Séguin tech procédés / Mélanie Lalonde fondatrice

            18 nov 2024 meeting avec Vitalis (les shakes protéinés de Gatineau)
            ils veulent une poudre qui goûte rien dans un shake vanille
            leurs specs : humidité au plus 5 % / aérobies totales moins de 10 000 UFC/g / protéines au moins 65 % / indice de peroxyde au plus 5 meq/kg à la réception
            notre poudre actuelle goûte la noisette grillée pis le poisson après un mois les boulangeries aiment ça mais pas Vitalis
            personne sait vraiment d'où vient le goût de poisson : le gras qui s'oxyde? la chitine? ce qu'il y a dans l'intestin?
            les papiers sur la poudre d'insectes parlent de protéines pas de goût

            25 nov C1 = process actuel
            grillons Gryllodes abattus au froid -18 °C 24 h / blanchiment 3 min eau bouillante / four convection 60 °C 10 h / blender industriel
            humidité 6,1 % trop haute la poudre colle dans le blender
            après 3 semaines sur la tablette la poudre rancit odeur de poisson kit peroxyde maison autour de 14

            2 déc C2
            même chose mais jeûne de 24 h avant l'abattage pour vider le tube digestif (le goût terreux viendrait de la moulée)
            panel maison goût terreux parti mais ça rancit encore kit autour de 12
            UFC ben meilleur selon le petrifilm

            16/12/2024 C3
            C2 + délipidation partielle à la presse à vis (expeller loué de la ferme de caméline à Casselman) après le séchage
            gras 22 % -> 9 % le tourteau se broie ben mieux
            kit peroxyde autour de 3 youpi
            humidité encore 5,4 % le four sèche pas égal

            2025-01-13 C4
            C3 mais séchage sous vide 45 °C 6 h à la place du four (séchoir de la fromagerie de St-Albert le soir)
            poudre pâle couleur crème humidité 3,8 % au Mettler
            panel 8 personnes shake vanille 7 sur 8 trouvent pas de différence avec le shake sans poudre
            C4-bis le mercredi pour voir si ça se répète

            du 27 au 29 janvier C5 essai extraction à l'éthanol au lieu de la presse (pour comparer)
            trempage éthanol 95 % 2 x 12 h puis évaporation
            29 janv poudre C5 très blanche mais arrière-goût d'alcool pis il faudrait un permis pour stocker l'éthanol à l'usine on laisse faire

            3 févr échantillons C1 à C5 envoyés à BioAnalytik Ottawa

            28 févr résumé avec Mélanie
            le blanchiment + four (C1) donne une poudre qui rancit : le gras est le problème pas la chitine
            jeûne de 24 h = fini le goût terreux
            presse à vis + séchage sous vide (C4) = toutes les specs de Vitalis : 3,8 % d'humidité 2 100 UFC/g 68 % de protéines
            l'éthanol (C5) marche pour le goût mais arrière-goût + permis = écarté
            """)),
        ("analyses_lots_grillons.xlsx", xlsx([
            ("lots", [
                ["lot", "date", "jeûne (h)", "blanchiment (min)", "séchage", "T séchage (°C)",
                 "durée séchage (h)", "délipidation", "rendement poudre (%)"],
                ["C1", D("2024-11-25"), 0, 3, "four convection", 60, 10, "aucune", 31.5],
                ["C2", D("2024-12-02"), 24, 3, "four convection", 60, 10, "aucune", 30.8],
                ["C3", D("2024-12-16"), 24, 3, "four convection", 60, 10, "presse à vis", 22.4],
                ["C4", D("2025-01-13"), 24, 3, "sous vide", 45, 6, "presse à vis", 22.9],
                ["C4-bis", D("2025-01-15"), 24, 3, "sous vide", 45, 6, "presse à vis", 23.1],
                ["C5", D("2025-01-27"), 24, 3, "sous vide", 45, 6, "éthanol 95 %", 19.7],
            ]),
            ("labo", [
                ["lot", "humidité", "protéines (N x 6,25)", "matières grasses", "aérobies totales",
                 "indice de peroxyde", "panel shake (sans différence / 8)"],
                ["C1", "6,1 %", "58 %", "22 %", "48 000 UFC/g", "14,2 meq/kg", 1],
                ["C2", "6,0 %", "59 %", "21 %", "9 500 UFC/g", "11,8 meq/kg", 3],
                ["C3", "5,4 %", "66 %", "9 %", "4 800 UFC/g", "3,5 meq/kg", 5],
                ["C4", "3,8 %", "68 %", "9 %", "2 100 UFC/g", "1,9 meq/kg", 7],
                ["C5", "4,1 %", "71 %", "3 %", "1 200 UFC/g", "1,2 meq/kg", 6],
            ]),
        ])),
        ("rapport_BioAnalytik_BA-25-3312.pdf", pdf([
            ("title", "Certificat d'analyse BA-25-3312"),
            ("p", "Client : Entomo Boréal inc., Embrun (Ontario). Produit : poudre de grillons (Gryllodes "
                  "sigillatus), cinq lots C1 à C5. Échantillons reçus le 3 février 2025. Émis le 14 février 2025."),
            ("h1", "Méthodes"),
            ("p", "Humidité : étuve sous vide à 70 °C. Protéines : Dumas, facteur N x 6,25 (le facteur surestime "
                  "les protéines des insectes à cause de l'azote de la chitine; valeur demandée par le client). "
                  "Matières grasses : extraction à l'éther de pétrole (Soxhlet). Aérobies totales : MFHPB-18. "
                  "Indice de peroxyde : AOCS Cd 8-53 sur la matière grasse extraite."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Humidité", "Protéines", "Gras", "Aérobies totales", "Indice de peroxyde"],
                ["C1", "6,1 %", "58 %", "22 %", "48 000 UFC/g", "14,2 meq/kg"],
                ["C2", "6,0 %", "59 %", "21 %", "9 500 UFC/g", "11,8 meq/kg"],
                ["C3", "5,4 %", "66 %", "9 %", "4 800 UFC/g", "3,5 meq/kg"],
                ["C4", "3,8 %", "68 %", "9 %", "2 100 UFC/g", "1,9 meq/kg"],
                ["C5", "4,1 %", "71 %", "3 %", "1 200 UFC/g", "1,2 meq/kg"],
            ]),
            ("break", None),
            ("h1", "Analyse complémentaire - lot C5"),
            ("p", "Éthanol résiduel dans la poudre C5 : 1 800 mg/kg (chromatographie en phase gazeuse, espace de "
                  "tête)."),
            ("h1", "Remarques"),
            ("p", "Les lots dont la matière grasse dépasse 20 % présentent les indices de peroxyde les plus élevés, "
                  "ce qui concorde avec une oxydation des acides gras insaturés pendant le séchage à l'air chaud. "
                  "Les résultats ne se rapportent qu'aux échantillons soumis."),
        ], header="BioAnalytik inc. - Ottawa (Ontario) - Certificat BA-25-3312",
            footer="Ce certificat ne peut être reproduit qu'en entier")),
        ("politique_teletravail_RH.docx", docx([
            ("title", "Politique de télétravail"),
            ("p", "Entomo Boréal inc. - Ressources humaines. Entrée en vigueur : 1er avril 2025."),
            ("h1", "1. Admissibilité"),
            ("p", "Le personnel administratif peut travailler à distance deux jours par semaine. Le personnel de "
                  "l'élevage et de la transformation n'est pas admissible, ces tâches exigeant une présence à "
                  "l'usine."),
            ("h1", "2. Équipement"),
            ("p", "Allocation de 300 $ pour l'équipement de bureau à domicile, une fois aux trois ans, sur "
                  "présentation des factures. Chaque employé remplit le formulaire d'autoévaluation ergonomique "
                  "avant de commencer."),
            ("h1", "3. Disponibilité"),
            ("p", "Les heures de disponibilité sont de 9 h à 15 h; l'employé répond aux messages dans l'heure."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# H08 comptage automatique des saumons à une passe migratoire (vision, Rimouski) - pas de fichier de bruit : le
#     bruit est une invitation transférée au milieu du fil de courriels (section de bruit, voir verify.py);
#     journal .md (« ## 2 juin », « ## 9 juin », « ## 2025-06-23 », « ## 14/07/2025 », « ## du 4 au 8 août »,
#     « ## 8 août », « ## 15 sept. », bilan « ## 2025-10-20 »), CSV de validation hebdomadaire (semaines du
#     2025-06-30 et du 2025-09-29 seulement dans le CSV), rapport de saison DOCX daté, courriels (cibles
#     seulement dans le courriel du 28 avril)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_comptage_saumons_passe_migratoire",
        "question": "Allô! Peux-tu préparer les lignes 242, 244 et 246 pour ComptaSaumon, notre système de comptage des saumons à la passe migratoire? J'ai le journal de Gabriel, le CSV de validation, le rapport de saison pis les courriels avec la Corporation.",
        "facts": {
            "242": [["au plus 3 %"], ["20 UTN"], ["63 cm"], ["au moins 90 %"]],
            "244": [["soustraction de fond"], ["infrarouge 850 nm"], ["allers-retours"], ["caméra stéréo"]],
            "246": [["2,1 %"], ["18 UTN"], ["92 %"], ["bulles d'air"]],
        },
        "dates": ["2025-04-28", "2025-06-02", "2025-06-09", "2025-06-23", "2025-06-30", "2025-07-14",
                  "2025-07-18", "2025-08-04", "2025-08-08", "2025-09-15", "2025-09-29", "2025-10-20",
                  "2025-11-14", "2025-11-17"],
        "noise": ["Souper-bénéfice annuel", "Billets à 125 $", "Encan silencieux", "membre ami de la rivière"],
        "bindings": [
            {"value": "41 %", "subject": "A1", "others": ["A4", "A3"]},
            {"value": "11,5 %", "subject": "A2", "others": ["A4", "A3"]},
            {"value": "6,8 %", "subject": "A3", "others": ["A4", "A2"]},
        ],
    },
    [
        ("journal_dev_ComptaSaumon.md", text("""
            # Journal de dev - ComptaSaumon (comptage automatique à la passe migratoire)
            Hydro-Faune Conseil inc., Rimouski - saison 2025
            Gabriel Ouellet (vision), Sarah Dionne (biologiste)

            ## Contexte
            La Corporation de la rivière aux Saumons de l'Est compte chaque saumon qui monte la passe migratoire du barrage : une caméra sous l'eau filme le bassin de comptage pis une technicienne regarde la vidéo en accéléré, 6 h par jour de juin à octobre. Ils veulent un comptage automatique. Ce qu'on sait pas :
            - l'eau devient brune pis trouble à chaque crue (tannins + sédiments) : à partir de quelle turbidité une caméra voit plus un poisson de 60 cm à 1,5 m?
            - les saumons tournent dans le bassin, redescendent pis remontent : comment compter un poisson une seule fois?
            - séparer les madeleineaux (un hiver en mer) des rédibermarins par la longueur, sans manipuler le poisson.
            Les compteurs commerciaux à résistivité marchent pas dans une passe aussi large, pis les articles de vision sont faits en eau claire (Norvège, Écosse).
            Cibles de la Corporation : voir le courriel d'Hélène.

            ## 2 juin - installation
            Caméra couleur 4K dans un caisson devant la vitre du bassin, mini-PC avec GPU dans la cabane. Turbidimètre en continu dans la passe.

            ## 9 juin - A1
            A1 = soustraction de fond + comptage au franchissement d'une ligne virtuelle. Les bulles d'air de la chute à l'entrée du bassin pis les branches qui flottent sont comptées comme des poissons : A1 donne un écart de 41 % avec le comptage manuel de la semaine. Soustraction de fond écartée.

            ## 2025-06-23 - A2
            A2 = détecteur YOLO entraîné sur 3 800 images annotées par Sarah + suivi multi-objets. Plus de problème de bulles. Par contre les saumons qui font des allers-retours devant la caméra sont comptés 2 ou 3 fois : A2 a un écart de 11,5 % sur la semaine.

            ## 14/07/2025 - crue, A3
            Grosse pluie, la turbidité monte à 26 UTN. On voit plus rien à la caméra couleur. A3 = A2 + éclairage infrarouge 850 nm + caméra monochrome. Compte correct jusqu'à 18 UTN; au-dessus, les poissons deviennent des ombres. Sur la semaine, A3 fait 6,8 % d'écart.

            ## du 4 au 8 août - A4
            A4 = A3 + comptage net (montées moins descentes) + réidentification de chaque poisson par sa silhouette pour régler les allers-retours. Roulé toute la semaine en parallèle avec la technicienne.

            ## 8 août
            Fin de la semaine test : A4 a un écart de 2,1 % avec le comptage manuel. Le classement madeleineau / rédibermarin avec la grille gravée sur la vitre est juste à 74 % : le poisson est jamais à la même distance de la vitre.

            ## 15 sept. - longueur
            Caméra stéréo (deux caméras calibrées) pour mesurer la longueur à la fourche en 3D, seuil de la Corporation à 63 cm. 92 % des poissons bien classés sur les 96 de la semaine.

            ## Bilan - 2025-10-20
            - Soustraction de fond : écartée (bulles d'air, débris).
            - Le comptage net + la réidentification (A4) règlent les allers-retours.
            - Au-dessus de 18 UTN, même en infrarouge, on compte mal : la cible de 20 UTN est pas atteinte, la technicienne reprend pendant les crues.
            """)),
        ("validation_comptage_2025.csv", text("""
            semaine du;version;comptage manuel;comptage auto;ecart (%);turbidite max (UTN);bien classes (%);remarque
            2025-06-09;A1;58;82;41,4;4;s.o.;bulles d'air et débris comptés
            2025-06-23;A2;113;126;11,5;6;s.o.;allers-retours comptés 2-3 fois
            2025-06-30;A2;131;147;12,2;5;s.o.;
            2025-07-14;A3;162;173;6,8;26;s.o.;crue - aveugle au-dessus de 18 UTN
            2025-08-04;A4;187;191;2,1;9;74;classement à la grille de la vitre
            2025-09-15;A4 + stéréo;96;98;2,1;7;92;caméra stéréo
            2025-09-29;A4 + stéréo;54;55;1,9;31;91;crue d'automne, 2 jours repris à la main
            """)),
        ("rapport_saison_ComptaSaumon_2025.docx", docx([
            ("title", "ComptaSaumon - rapport de saison 2025"),
            ("p", "Hydro-Faune Conseil inc. Rimouski, le 14 novembre 2025. Préparé pour la Corporation de la "
                  "rivière aux Saumons de l'Est."),
            ("h1", "Plan"),
            ("p", "Remplacer le visionnement manuel des vidéos de la passe migratoire par un comptage automatique "
                  "qui respecte les exigences de la Corporation (écart avec le comptage manuel, fonctionnement en "
                  "eau trouble, séparation des madeleineaux et des rédibermarins)."),
            ("h1", "Méthode"),
            ("p", "Chaque version a roulé en parallèle avec le comptage manuel de la technicienne pendant au moins "
                  "une semaine. Turbidité lue au turbidimètre de la passe. Classement vérifié sur les poissons "
                  "capturés et mesurés à la trappe de la Corporation."),
            ("h1", "Résultats"),
            ("table", [
                ["Version", "Approche", "Écart avec le comptage manuel", "Limite de turbidité", "Problème"],
                ["A1", "soustraction de fond", "41 %", "s.o.", "bulles d'air, débris"],
                ["A2", "détecteur + suivi", "11,5 %", "environ 10 UTN", "allers-retours comptés plusieurs fois"],
                ["A3", "A2 + infrarouge 850 nm", "6,8 %", "18 UTN", "allers-retours"],
                ["A4", "A3 + comptage net et réidentification", "2,1 %", "18 UTN", "aucun en eau claire"],
            ]),
            ("h1", "Conclusion"),
            ("p", "La version A4 avec la caméra stéréo respecte l'écart demandé et classe 92 % des poissons "
                  "correctement. Le fonctionnement en crue reste limité à 18 UTN : le visionnement manuel demeure "
                  "nécessaire les jours de crue."),
        ])),
        ("courriels_Corporation_riviere.txt", text("""
            De : Hélène Gagnon <direction@riviereauxsaumons.example>
            Envoyé : 28 avril 2025 13:47
            À : Gabriel Ouellet <gouellet@hydrofaune.example>
            Objet : Comptage automatique - ce qu'il nous faut

            Bonjour Gabriel,
            Pour que le Ministère accepte le comptage automatique à la place du visionnement, il nous faut :
            - un écart d'au plus 3 % avec le comptage manuel sur la saison;
            - que ça fonctionne jusqu'à 20 UTN de turbidité, parce qu'on a des crues chaque été;
            - séparer les madeleineaux des rédibermarins : chez nous la limite est à 63 cm à la fourche, et il faut au moins 90 % de poissons bien classés.
            Merci,
            Hélène Gagnon, directrice

            ---
            Le ven. 18 juillet 2025 à 16:05, Gabriel Ouellet <gouellet@hydrofaune.example> a écrit :
            > Salut Hélène, la crue de lundi nous a appris quelque chose : avec l'infrarouge on compte encore bien jusqu'à 18 UTN, mais au-dessus on voit juste des ombres. Je te reviens avec la nouvelle version en août.

            ---------- Message transféré ----------
            De : Fondation de la rivière aux Saumons de l'Est
            Objet : Souper-bénéfice annuel
            Joignez-vous à nous le samedi 25 octobre à l'Hôtel Rimouski!
            Billets à 125 $, reçu fiscal pour la partie don.
            Encan silencieux : mouches montées à la main, forfaits de pêche, œuvres d'artistes locaux.
            Devenez membre ami de la rivière pour 40 $ par année.
            ---------- Fin du message transféré ----------

            ---
            De : Gabriel Ouellet <gouellet@hydrofaune.example>
            Envoyé : 17 novembre 2025 08:55
            À : Hélène Gagnon <direction@riviereauxsaumons.example>
            Objet : Rapport de saison ComptaSaumon

            Bonjour Hélène,
            Voici le rapport de saison. En résumé : 2,1 % d'écart avec le comptage manuel, 92 % des poissons bien classés avec la caméra stéréo, mais on ne compte pas bien au-dessus de 18 UTN.
            Gabriel
            """)),
    ],
)
