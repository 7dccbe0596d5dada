#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the eleventh first-contact set (fr/evidence_first_11).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_10:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in subjects and industries not used by the earlier French sets:
thermostat électronique mince pour plinthes électriques (électronique, Saint-Jean-sur-Richelieu), fromage en
grains qui reste « couic » quatre jours (fromagerie, Centre-du-Québec), noyau d'accumulateur thermique en scories
d'aciérie (chauffage électrique, Lévis), mesure des cordes de bois de chauffage par photo (logiciel, Saguenay),
engraissement des oursins verts en bassins (aquaculture, Baie-des-Chaleurs), couteaux de raboteuse pour bois gelé
(scierie, Abitibi), étiquettes de bouteilles consignées qui tiennent dans le seau à glace (imprimerie
d'étiquettes, Granby), canons à neige à température marginale (station de ski, Charlevoix).

Each case has 2 to 5 files of mixed formats written the way Quebec firms write: journaux de dev (.md), cahiers
abrégés avec anglicismes (.txt), journal de nuit d'une équipe d'enneigement (.txt, en-têtes de mois et entrées
« ven. 8 »), rapports DOCX (styles Heading : Objectif, Méthode, Résultats, Conclusion; listes, tableaux), rapports
de labo externes PDF (reportlab, en-tête et pied de page, résultats dans un tableau), classeurs XLSX (résultats
dans une deuxième feuille), CSV (point-virgule, virgule décimale), fils de courriels. Dates in many French forms:
« 6 janvier 2025 », « le 16 septembre », « 23/09/2024 », « lundi 13 janvier », « jeu. 10/10 », « mar. 4 » under a
« ## Février 2025 » header, « semaine du 30 septembre », periods « du 21 au 25 octobre » and « du 10 février au
14 mars » (this set's rule: a period is one entry, listed by its FIRST day only), ISO dates, e-mail headers.
French numbers (« 0,4 °C », « -2,5 °C », « 430 kg/m³ », « 0,045 $ »).

Hard-but-fair features: targets stated with numbers only in a plan, an e-mail or a journal entry; several coded
variants with close values (bindings: the value belongs to its subject, never to the others); failed variants
that ruled something out; results only in a PDF table or in the second sheet of a workbook. Noise: soumission,
liste de prix, procès-verbal de CA, plan marketing, facture, note RH, grille tarifaire - whole noise files, or a
forwarded section inside a record e-mail thread (see NOISE in verify.py). XLSX cells whose text is a fact or a
binding value are typed as text (« 3,8 sur 5 »); plain numeric cells (units in the header) never carry one.
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
# C01 thermostat électronique mince pour plinthes électriques (électronique, Saint-Jean-sur-Richelieu), 2025 -
#     soumission d'un assembleur de cartes PDF en bruit (nommée dans la question); journal de dev .md (cibles
#     seulement là; « 6 janvier 2025 », « lundi 13 janvier », « mar. 4 », « jeu. 6 », « mer. 19 » sous
#     « ## Février 2025 », « lun. 10 », « jeu. 27 » sous « ## Mars 2025 », « 14/04/2025 », « 12 mai 2025 »); CSV de
#     la chambre climatique (ISO); rapport de labo PDF (« du 22 au 25 avril 2025 » = une entrée, le 22; résultats
#     officiels seulement dans le tableau). Valeurs voisines : 0,3 / 0,4 / 0,7 / 0,8 / 0,9 / 1,1 / 1,2 / 1,4 °C.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_thermostat_plinthe_mince_autoechauffement",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 du T661 pour notre thermostat mince de plinthe (projet TH-25), avec un registre daté des travaux? Ci-joints : le journal de dev de Jonathan, le CSV des essais en chambre, le rapport du LEE et la soumission de Circuits Granby.",
        "facts": {
            "242": [["au plus 0,5 °C"], ["500 à 3 000"], ["au plus 20 min"], ["au plus 14 mm"],
                    ["au plus 1,50 $"]],
            "244": [["rapport cyclique"], ["deux thermistances"], ["écran thermique en cuivre"],
                    ["shunt de mesure"], ["filtre de Kalman"]],
            "246": [["0,4 °C"], ["14 min"], ["1,20 $"], ["air froid du mur"], ["tension du secteur"]],
        },
        "dates": ["2025-01-06", "2025-01-13", "2025-01-15", "2025-02-04", "2025-02-06", "2025-02-19",
                  "2025-03-10", "2025-03-12", "2025-03-27", "2025-03-28", "2025-04-14", "2025-04-16",
                  "2025-04-22", "2025-05-06", "2025-05-12"],
        "noise": ["Assemblage CMS double face", "Gabarit d'essai en circuit", "Validité de la soumission : 45 jours"],
        "bindings": [
            {"value": "1,4 °C", "subject": "T1", "others": ["T2", "T3"]},
            {"value": "35 min", "subject": "T2", "others": ["T4", "T5"]},
            {"value": "0,9 °C", "subject": "T5", "others": ["T4", "T3"]},
        ],
    },
    [
        ("journal_dev_TH-25.md", text("""
            # Journal de dev - TH-25 (thermostat mince pour plinthes)
            Contrôles Thermiques Richelieu inc. - Jonathan Bérubé (firmware), Nadia Cloutier, ing. (chef de projet), Simon Poirier (tech. labo)

            ## 6 janvier 2025 - kickoff
            Les distributeurs veulent un thermostat de plinthe plus mince que notre TH-20 (25 mm hors mur). Le design industriel donne 14 mm. Le problème : le triac dissipe à peu près 1 W par ampère, donc autour de 12 W à 3 000 W, pis dans 14 mm le dissipateur se retrouve à 9 mm de la thermistance. Sur les prototypes mécaniques de décembre, le thermostat « voit » 2 à 3 °C de plus que la pièce à pleine charge : la pièce reste froide pis les clients vont appeler.
            Ce qu'on sait pas : la compensation des notes d'application est faite pour des boîtiers épais et suppose un décalage fixe selon le rapport cyclique. Dans 14 mm la chaleur se promène autrement, et ça dépend de la boîte électrique (métal ou plastique) et du mur (intérieur, ou extérieur avec une cavité froide). On sait pas si un estimé logiciel peut tenir 0,5 °C dans tous ces cas-là.
            Cibles (Nadia) :
            - écart entre l'affichage et l'air de la pièce au plus 0,5 °C, charges de 500 à 3 000 W, régime établi
            - après un changement de charge, revenir dans la bande en au plus 20 min
            - boîtier au plus 14 mm hors mur (on touche pas au design)
            - coût ajouté au plus 1,50 $ par unité (BOM)

            ## lundi 13 janvier - T1
            T1 = compensation linéaire selon le rapport cyclique, comme dans la note d'application du fabricant du micro. Une seule thermistance (NTC 10k) en haut de la carte. Coefficient fitté sur 3 points au banc.
            Premier passage en chambre mercredi.

            ## Février 2025

            ### mar. 4 - T2
            T1 tient à 500 W mais décroche à pleine charge : 1,4 °C d'écart pour T1 à 3 000 W (voir le CSV du 15 janv.). La compensation linéaire ignore que le dissipateur prend 40 min à chauffer.
            T2 = deux thermistances : une collée sur le dissipateur du triac, une au bas de la façade, loin du triac. Modèle thermique à deux nœuds (dissipateur / air du boîtier), paramètres identifiés au banc avec des échelons de charge.

            ### jeu. 6 - T2 en chambre
            Régime établi pas pire, mais après un échelon de 500 à 3 000 W le modèle met trop de temps à rattraper. Chiffres dans le CSV.

            ### mer. 19 - T3 (idée de Simon)
            Piste mécanique au lieu du firmware : fentes d'aération en haut et en bas du boîtier + écran thermique en cuivre entre le triac et la thermistance. Testé en chambre sur le mur maquette « extérieur » (cavité à -20 °C).
            Surprise : avec les fentes, le boîtier fait cheminée. L'air froid du mur monte par la boîte électrique pis passe direct sur la thermistance. Écart de -1,1 °C pour T3 (il lit trop froid), et ça bouge avec le ventilateur de la chambre. On ferme les fentes : pas d'ouverture vers la boîte électrique, point final.

            ## Mars 2025

            ### lun. 10 - T4
            T4 = T2 + shunt de mesure de 2 mΩ sur le retour du triac pour connaître le courant réel (donc la chaleur dissipée) + filtre de Kalman sur le modèle à deux nœuds. Le filtre corrige l'état du dissipateur en continu au lieu d'attendre qu'il chauffe. Shunt + ampli op : 1,20 $ de plus au BOM.

            ### jeu. 27 - T5
            Nadia veut savoir si on peut sauver le shunt. T5 = T4 sans shunt : le courant est estimé à partir de la puissance de la plinthe que l'installateur entre au menu. Coût ajouté : 0,35 $.
            En chambre demain.

            ## 14/04/2025 - envoi au LEE
            Trois T4, trois T5 et un thermostat du commerce (référence) envoyés au Laboratoire Électrotherm pour la vérification en salle étalonnée. Firmware gelé en v0.9.4.

            ## 12 mai 2025 - bilan
            Rapport du LEE reçu (daté du 6 mai). On garde T4.
            - T4 tient toutes les cibles : écart max de 0,4 °C, retour dans la bande en 14 min, 1,20 $ de plus au BOM, boîtier de 14 mm.
            - T5 lit mal dès que la tension du secteur s'éloigne de 240 V, pis au labo un installateur sur trois a entré la mauvaise puissance : 0,9 °C d'écart pour T5. Sans mesurer le courant, pas de salut.
            - Une compensation fixe (T1) ne tient pas dans un boîtier mince : le dissipateur a trop d'inertie.
            - Les ouvertures (T3) sont à oublier : l'air froid du mur fausse tout.
            Prochaine étape : 30 unités chez des électriciens pour l'hiver 2025-2026.
            """)),
        ("essais_chambre_TH-25.csv", text("""
            date;variante;mur maquette;charge (W);écart en régime établi;retour dans ±0,5 °C après échelon 500 -> 3000 W;remarque
            2025-01-15;T1;intérieur;500;0,3 °C;s.o.;
            2025-01-15;T1;intérieur;3000;1,4 °C;non atteint après 60 min;compensation linéaire trop lente
            2025-02-06;T2;intérieur;500;0,2 °C;s.o.;
            2025-02-06;T2;intérieur;3000;0,7 °C;35 min;
            2025-02-19;T3;extérieur (cavité à -20 °C);1500;-1,1 °C;s.o.;fentes ouvertes, lit trop froid
            2025-03-12;T4;intérieur;3000;0,3 °C;13 min;
            2025-03-12;T4;extérieur (cavité à -20 °C);3000;0,4 °C;17 min;
            2025-03-28;T5;intérieur;3000;0,8 °C;19 min;tension mesurée 232 V
            """)),
        ("rapport_LEE-25-0417.pdf", pdf([
            ("title", "Rapport de vérification LEE-25-0417"),
            ("p", "Exactitude de la température mesurée par des thermostats électroniques pour plinthes "
                  "électriques (240 V) sous charge"),
            ("p", "Client : Contrôles Thermiques Richelieu inc., Saint-Jean-sur-Richelieu. Appareils reçus le "
                  "16 avril 2025 : trois thermostats TH-25 version T4, trois thermostats TH-25 version T5 "
                  "(micrologiciel v0.9.4) et un thermostat électronique du commerce de 25 mm, fourni par le client "
                  "comme référence. Essais réalisés du 22 au 25 avril 2025. Rapport émis le 6 mai 2025."),
            ("h1", "1. Méthode"),
            ("p", "Salle climatique étalonnée à 21,0 °C. Chaque thermostat est installé sur un mur maquette à "
                  "colombages 2 x 6 isolé, dans une boîte électrique métallique, la face arrière du mur étant "
                  "maintenue à -20 °C. La température de l'air de la pièce est mesurée par quatre sondes étalonnées "
                  "(incertitude de 0,05 °C) à 1,5 m du plancher. Charges résistives de 500, 1 500 et 3 000 W, "
                  "tensions de 228, 240 et 247 V. Pour chaque combinaison, l'écart entre la température affichée "
                  "et l'air de la pièce est relevé après 3 h de régime établi. Le temps de retour est mesuré après "
                  "un échelon de charge de 500 W à 3 000 W."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Appareil", "Écart max en régime établi", "Écart moyen", "Retour dans ±0,5 °C", "Cible 0,5 °C"],
                ["TH-25 version T4", "0,4 °C", "0,2 °C", "14 min", "conforme"],
                ["TH-25 version T5", "0,9 °C", "0,5 °C", "22 min", "non conforme"],
                ["Référence du commerce", "1,2 °C", "0,8 °C", "41 min", "non conforme"],
            ]),
            ("small", "Écart max : plus grand écart absolu sur les 9 combinaisons charge-tension et les 3 "
                      "appareils de chaque version."),
            ("h1", "3. Observations"),
            ("p", "Pour la version T5, les écarts les plus grands ont été relevés aux tensions de 228 V et de 247 V "
                  "et sur l'appareil dont la puissance de plinthe avait été mal saisie au menu. Pour la version T4, "
                  "l'écart ne varie pas de façon mesurable avec la tension."),
            ("h1", "4. Conclusion"),
            ("p", "Seule la version T4 respecte l'écart de 0,5 °C dans toutes les combinaisons essayées. Les "
                  "résultats ne se rapportent qu'aux appareils soumis à l'essai."),
        ], header="Laboratoire Électrotherm de l'Estrie (LEE) - Sherbrooke - Rapport LEE-25-0417",
            footer="Reproduction partielle interdite sans l'autorisation écrite du laboratoire")),
        ("soumission_Circuits_Granby.pdf", pdf([
            ("title", "Soumission S-25-0388"),
            ("p", "Circuits Granby inc., 225, rue Denison Est, Granby (Québec). À l'attention de Nadia Cloutier, "
                  "Contrôles Thermiques Richelieu inc."),
            ("table", [
                ["Article", "Quantité", "Prix unitaire", "Total"],
                ["Assemblage CMS double face, carte TH-25", "5 000", "6,85 $", "34 250,00 $"],
                ["Pochoirs (2)", "1", "450,00 $", "450,00 $"],
                ["Gabarit d'essai en circuit (frais uniques)", "1", "3 400,00 $", "3 400,00 $"],
                ["Enrobage conforme, zone secteur", "5 000", "0,42 $", "2 100,00 $"],
            ]),
            ("p", "Composants fournis par le client (trousse complète). Délai : 4 semaines après réception des "
                  "composants. Validité de la soumission : 45 jours. Conditions : 50 % à la commande, solde net "
                  "30 jours. Taxes en sus."),
        ], header="Circuits Granby inc. - Soumission", footer="Merci de votre confiance!")),
    ],
)

# ---------------------------------------------------------------------------
# C02 fromage en grains qui reste « couic » quatre jours (fromagerie, Centre-du-Québec), automne 2024 - liste de
#     prix aux dépanneurs .txt en bruit (nommée dans la question); cahier de fromagerie .txt (« 9 septembre 2024 »,
#     « le 16 septembre », « 23/09/2024 », « semaine du 30 septembre », « jeu. 10/10 », « du 21 au 25 octobre » =
#     une entrée, le 21, « le 22 oct. », « 25 novembre 2024 »); classeur XLSX à deux feuilles (notes « couic » et
#     ramollissement seulement dans « dégustation »); rapport de labo PDF (calcium et protéolyse seulement dans le
#     tableau). Valeurs voisines : 1,6 / 1,7 / 2,3 / 3,4 / 3,8 sur 5.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_fromage_en_grains_couic_quatre_jours",
        "question": "Salut! Peux-tu me préparer les lignes 242, 244 pis 246 pour notre projet de fromage en grains qui reste « couic » (FG-24), avec un registre daté des travaux? J'ai mis le cahier de Sylvie, le classeur des lots, le rapport de Lactolab pis notre liste de prix aux dépanneurs.",
        "facts": {
            "242": [["3,5 sur 5"], ["60 à 90 s"], ["au plus 1,8 %"],
                    ["10,4 kg"]],
            "244": [["pH 5,45"], ["chlorure de calcium"], ["atmosphère modifiée"], ["refroidissement rapide"]],
            "246": [["3,8 sur 5"], ["75 s"], ["caoutchouteux"], ["ne change rien"], ["protéolyse"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-23", "2024-09-30", "2024-10-01", "2024-10-10",
                  "2024-10-21", "2024-10-22", "2024-10-23", "2024-10-26", "2024-11-15", "2024-11-25"],
        "noise": ["Présentoir réfrigéré prêté", "Livraison le mardi et le vendredi", "commande minimale de 40 sacs"],
        "bindings": [
            {"value": "3,4 sur 5", "subject": "G2", "others": ["G3", "G5"]},
            {"value": "2,3 sur 5", "subject": "G3", "others": ["G1", "G4"]},
            {"value": "1,7 sur 5", "subject": "G4", "others": ["G1", "G5"]},
        ],
    },
    [
        ("cahier_fromagerie_FG-24.txt", text("""
            CAHIER FG-24 - grains qui restent couic
            Fromagerie des Deux-Rangs inc., Saint-Rosaire - Sylvie Laliberté (maître fromagère), Kevin Roy (tech. qualité)

            9 septembre 2024 - départ
            La chaîne Poutine Express veut nos grains pour ses 14 comptoirs de Montréal pis de l'Outaouais, mais livrés 2 fois par semaine seulement. Nos grains sont couic la journée même; au frigo, au jour 2 ils sont déjà mous pis muets. Le « truc » connu (passer les grains 10 s au micro-ondes) marche pas pour eux, ils servent à la chaîne.
            On a cherché : les articles parlent du cheddar affiné, pas de grains frais gardés 4 jours au froid. Le couic vient du réseau de protéines encore long et élastique, mais personne dit ce qui le défait au frigo en 4 jours : le calcium qui se dissout? la présure qui continue à couper (protéolyse)? l'oxygène? la température? Pis si on garde plus de calcium, on risque des grains caoutchouteux qui fondent plus sur la frite.
            Cibles (avec Poutine Express) :
            - note couic au moins 3,5 sur 5 au jour 4 (panel maison de 6 personnes, grains sortis du frigo 1 h avant, 5 mastications)
            - les grains ramollissent sous la sauce à 85 °C en 60 à 90 s (pas de flaque, pas de grains durs)
            - sel au plus 1,8 %
            - rendement d'au moins 10,4 kg par 100 L de lait (on perd pas d'argent)

            le 16 septembre - G1 (référence)
            recette actuelle : salage à pH 5,30, grains ensachés tièdes (environ 30 °C) pis frigo à 4 °C. 2 cuves de 2 000 L.
            notes du panel dans le classeur (feuille dégustation). comme prévu ça meurt au jour 2

            23/09/2024 - G2
            on sale plus tôt, à pH 5,45, pour garder plus de calcium dans le caillé.
            couic correct au jour 4 (3,4 sur 5 pour G2) MAIS les grains sont caoutchouteux : sous la sauce ils restent durs plus de 2 min. Kevin dit que c'est trop de calcium lié. Pas vendable pour de la poutine.

            semaine du 30 septembre - G3
            retour au pH 5,30 + chlorure de calcium 0,02 % dans le lait (ajouté le 1er oct. à l'emprésurage).
            G3 au jour 4 : 2,3 sur 5. Un peu mieux que G1, pas assez.

            jeu. 10/10 - G4
            idée de Kevin : si c'est l'oxygène ou la température, l'emballage va le montrer. G4 = grains G1 emballés sous atmosphère modifiée (100 % azote) et gardés à 2 °C au lieu de 4 °C.
            Résultat : ça ne change rien, G4 fait 1,7 sur 5 au jour 4, comme la référence. L'oxygène pis les 2 degrés de moins, c'est pas ça.

            du 21 au 25 octobre - G5 (3 cuves)
            G5 = salage à pH 5,38 (entre les deux) + chlorure de calcium 0,02 % + refroidissement rapide des grains à 10 °C en 15 min dans le tunnel d'air froid avant l'ensachage. But : arrêter la présure plus vite.
            le 22 oct. : on refait aussi G1, G2 et G4 la même journée que G5 pour Lactolab (échantillons jour 1 et jour 4).

            25 novembre 2024 - bilan
            rapport Lactolab reçu (15 nov.). G5 est retenu : 3,8 sur 5 au jour 4, ramollit en 75 s sous la sauce, sel 1,7 %, rendement 10,5 kg/100 L.
            ce qu'on a appris :
            - le couic part avec la protéolyse pis le calcium qui se dissout, les deux ensemble (Lactolab le montre)
            - l'oxygène et la température du frigo ne changent rien
            - trop de calcium lié (pH haut) = couic mais caoutchouteux; il faut un compromis
            - refroidir les grains vite ralentit la présure, c'est ça qui a fait la différence
            prochaine étape : essai de 4 semaines chez Poutine Express en janvier
            """)),
        ("lots_FG-24.xlsx", xlsx([
            ("fabrication", [
                ["code", "fabriqué le", "lait (L)", "pH au salage", "CaCl2 au lait", "refroidissement des grains",
                 "emballage", "sel", "rendement"],
                ["G1", D("2024-09-16"), 4000, "pH 5,30", "aucun", "aucun (ensachés tièdes)", "sac standard",
                 "1,7 %", "10,4 kg/100 L"],
                ["G2", D("2024-09-23"), 4000, "pH 5,45", "aucun", "aucun", "sac standard", "1,6 %", "10,8 kg/100 L"],
                ["G3", D("2024-10-01"), 2000, "pH 5,30", "0,02 %", "aucun", "sac standard", "1,7 %",
                 "10,5 kg/100 L"],
                ["G4", D("2024-10-10"), 2000, "pH 5,30", "aucun", "aucun", "atmosphère modifiée (azote), 2 °C",
                 "1,7 %", "10,4 kg/100 L"],
                ["G5", D("2024-10-21"), 6000, "pH 5,38", "0,02 %", "tunnel d'air froid, 10 °C en 15 min",
                 "sac standard", "1,7 %", "10,5 kg/100 L"],
            ]),
            ("dégustation", [
                ["code", "couic jour 1", "couic jour 2", "couic jour 4", "ramollissement sous la sauce (85 °C)",
                 "commentaires du panel"],
                ["G1", "4,1 sur 5", "2,6 sur 5", "1,6 sur 5", "70 s", "mou et muet au jour 4"],
                ["G2", "4,4 sur 5", "3,9 sur 5", "3,4 sur 5", "plus de 150 s", "caoutchouteux, reste dur"],
                ["G3", "4,2 sur 5", "3,0 sur 5", "2,3 sur 5", "80 s", ""],
                ["G4", "4,0 sur 5", "2,5 sur 5", "1,7 sur 5", "70 s", "pareil comme G1"],
                ["G5", "4,3 sur 5", "4,0 sur 5", "3,8 sur 5", "75 s", "couic franc, fond bien"],
            ]),
        ])),
        ("rapport_Lactolab_LL-24-3391.pdf", pdf([
            ("title", "Rapport d'analyses LL-24-3391"),
            ("p", "Évolution du calcium et de la protéolyse dans des grains de fromage cheddar frais conservés à "
                  "4 °C"),
            ("p", "Client : Fromagerie des Deux-Rangs inc., Saint-Rosaire. Échantillons de grains des lots G1-R, "
                  "G2-R, G4-R et G5-2, fabriqués par le client le 22 octobre 2024 et reçus le 23 octobre 2024 "
                  "(jour 1) et le 26 octobre 2024 (jour 4). Rapport émis le 15 novembre 2024."),
            ("h1", "1. Méthodes"),
            ("p", "pH au pH-mètre à pénétration; humidité par séchage à l'étuve; sel par titrage des chlorures; "
                  "calcium insoluble (lié à la caséine) par séparation du jus de fromage sous pression et "
                  "absorption atomique; protéolyse exprimée en azote soluble à pH 4,6, en pourcentage de l'azote "
                  "total (méthode de Kjeldahl)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Lot", "Jour", "pH", "Humidité", "Sel", "Calcium insoluble (% du Ca total)",
                 "Azote soluble pH 4,6 (% N total)"],
                ["G1-R", "1", "5,31", "38,2 %", "1,7 %", "71 %", "4,1 %"],
                ["G1-R", "4", "5,27", "38,0 %", "1,7 %", "62 %", "7,9 %"],
                ["G2-R", "1", "5,44", "37,6 %", "1,6 %", "80 %", "3,9 %"],
                ["G2-R", "4", "5,42", "37,5 %", "1,6 %", "77 %", "5,2 %"],
                ["G4-R", "1", "5,30", "38,1 %", "1,7 %", "70 %", "4,0 %"],
                ["G4-R", "4", "5,26", "38,0 %", "1,7 %", "61 %", "7,8 %"],
                ["G5-2", "1", "5,39", "38,0 %", "1,7 %", "78 %", "3,6 %"],
                ["G5-2", "4", "5,37", "37,9 %", "1,7 %", "75 %", "4,7 %"],
            ]),
            ("h1", "3. Interprétation"),
            ("p", "Entre le jour 1 et le jour 4, la baisse du calcium insoluble et la hausse de l'azote soluble "
                  "sont les plus fortes pour les lots G1-R et G4-R, et les plus faibles pour les lots G2-R et G5-2. "
                  "L'emballage du lot G4-R n'a pas d'effet mesurable sur ces deux paramètres. Les résultats ne se "
                  "rapportent qu'aux échantillons analysés."),
        ], header="Lactolab inc. - Saint-Hyacinthe - Rapport LL-24-3391",
            footer="Laboratoire d'analyses laitières - reproduction intégrale seulement")),
        ("liste_prix_depanneurs_automne2024.txt", text("""
            FROMAGERIE DES DEUX-RANGS INC.
            Liste de prix aux détaillants - automne 2024 (prix avant taxes)

            Produit                                         Format      Prix
            Fromage en grains frais du jour                 200 g       3,15 $
            Fromage en grains frais du jour                 450 g       6,40 $
            Fromage en grains, sac restaurateur             2 kg       24,80 $
            Cheddar doux en bloc                            400 g       6,95 $
            Tortillons (nature, BBQ, ail et fines herbes)   180 g       3,60 $

            Livraison le mardi et le vendredi dans la région de Victoriaville, Drummondville et Bécancour.
            Présentoir réfrigéré prêté aux dépanneurs avec une commande minimale de 40 sacs par semaine.
            Les invendus de plus de 48 h ne sont pas repris.
            Commandes : Martine au comptoir, poste 2.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C03 noyau d'accumulateur thermique en scories d'aciérie (chauffage électrique, Lévis), 2024-2025 - procès-
#     verbal de CA PDF en bruit (non nommé comme tel dans la question); rapport d'étape DOCX (Objectif, Méthode,
#     Résultats, Conclusion; « 21 mars 2025 », « le 19 novembre », « du 10 février au 14 mars » = une entrée, le 10
#     février); classeur XLSX (compositions dans « noyaux », résultats de cyclage seulement dans « cycles »); fil de
#     courriels avec le centre collégial (« mercredi 2 octobre 2024 », « 08/10/2024 », « 2024-11-22 », « lundi 24
#     mars 2025 »). Valeurs voisines : 98 / 124 / 131 kWh; 0,3 / 1,8 % de perte de masse; 7 / 11 h de charge.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_accumulateur_thermique_scories_acierie",
        "question": "Bonjour! Pouvez-vous rédiger les lignes 242, 244 et 246 pour notre projet AT-25 (noyau d'accumulateur thermique en scories) et nous faire un journal des travaux en ordre chronologique? Il y a le rapport d'étape de Marie-Pier, le classeur des essais de cyclage, les courriels avec le CRMM et un PDF du dernier CA.",
        "facts": {
            "242": [["au moins 120 kWh"], ["au plus 0,35 m³"], ["300 cycles"], ["au plus 0,5 %"],
                    ["au plus 900 $"]],
            "244": [["vieillissement à la vapeur"], ["ciment alumineux"], ["cassettes d'acier"],
                    ["argile réfractaire"], ["1 050 °C"]],
            "246": [["124 kWh"], ["0,3 %"], ["780 $"], ["chaux libre"], ["charge trop lente", "trop lente"]],
        },
        "dates": ["2024-10-02", "2024-10-08", "2024-10-21", "2024-10-28", "2024-11-19", "2024-11-22",
                  "2024-12-02", "2025-01-13", "2025-02-03", "2025-02-10", "2025-03-21", "2025-03-24"],
        "noise": ["Renouvellement de la marge de crédit", "Expo Habitat Québec", "adjointe administrative"],
        "bindings": [
            {"value": "40 cycles", "subject": "N2", "others": ["N3", "N4"]},
            {"value": "1,8 %", "subject": "N3", "others": ["N2", "N5"]},
            {"value": "11 h", "subject": "N4", "others": ["N5", "N1"]},
        ],
    },
    [
        ("rapport_etape_AT-25.docx", docx([
            ("title", "Rapport d'étape - projet AT-25"),
            ("p", "Noyau de stockage en scories d'aciérie pour accumulateur thermique central résidentiel"),
            ("p", "ThermoBloc inc., Lévis. Préparé par Marie-Pier Gingras, ing., le 21 mars 2025. Collaboration : "
                  "Hélène Vachon, Centre de recherche en métallurgie et matériaux de Sorel (CRMM)."),
            ("h1", "Objectif"),
            ("p", "Nos accumulateurs centraux se chargent la nuit et chauffent la maison pendant les pointes "
                  "d'hiver. Leur noyau est fait de briques de magnésite importées d'Europe : elles coûtent cher, "
                  "les délais dépassent 16 semaines et le noyau représente le tiers du prix de l'appareil. Les "
                  "scories d'aciérie de Sorel-Tracy sont denses, bon marché et disponibles à 200 km, mais elles "
                  "contiennent de la chaux et de la magnésie libres qui gonflent en s'hydratant. Personne, à notre "
                  "connaissance, n'a publié de résultats sur des scories cyclées des centaines de fois entre "
                  "120 °C et 650 °C avec des arrêts humides l'été. Nous ne savions pas si un noyau en scories "
                  "pouvait tenir, ni sous quelle forme (liée, en vrac ou frittée). Cibles du projet :"),
            ("b", "stocker au moins 120 kWh entre 120 °C et 650 °C dans un noyau d'au plus 0,35 m³;"),
            ("b", "charger ces 120 kWh en 7 h au plus avec les éléments de 18 kW (fenêtre de nuit);"),
            ("b", "aucune fissure traversante et une perte de masse d'au plus 0,5 % après 300 cycles accélérés;"),
            ("b", "coût du noyau au plus 900 $ (contre 2 300 $ pour la magnésite)."),
            ("h1", "Méthode"),
            ("p", "Chaque noyau est monté dans un caisson d'essai isolé identique à celui de l'appareil de série, "
                  "avec ses éléments chauffants et son ventilateur. Un cycle accéléré comprend une charge jusqu'à "
                  "650 °C, une décharge forcée jusqu'à 120 °C, puis, tous les 20 cycles, 48 h d'arrêt dans une "
                  "chambre à 30 °C et 80 % d'humidité relative pour simuler l'été. Les fissures sont relevées à "
                  "l'endoscope; la perte de masse est mesurée par pesée des briques démontées."),
            ("p", "Cinq noyaux ont été essayés :"),
            ("n", "N1 : briques de magnésite de série (référence)."),
            ("n", "N2 : scories fraîches concassées, liées au ciment alumineux et coulées en briques."),
            ("n", "N3 : comme N2, mais avec des scories stabilisées par vieillissement à la vapeur (72 h à 90 °C) "
                  "pour hydrater la chaux libre avant la mise en forme."),
            ("n", "N4 : granulats de scories vieillies, en vrac dans des cassettes d'acier perforées, sans liant."),
            ("n", "N5 : scories vieillies broyées avec 10 % d'argile réfractaire, pressées puis cuites à 1 050 °C."),
            ("p", "Le cyclage de N5 s'est déroulé du 10 février au 14 mars 2025; les autres noyaux ont été cyclés "
                  "à l'automne (voir le classeur)."),
            ("h1", "Résultats"),
            ("p", "Les briques N2 se sont fissurées rapidement : l'inspection du 19 novembre a montré des fissures "
                  "traversantes après 40 cycles pour N2, dès le premier arrêt humide. Les analyses du CRMM (courriel "
                  "du 22 novembre) ont confirmé l'hydratation de la chaux libre et de la périclase."),
            ("p", "Le vieillissement à la vapeur règle le gonflement, mais le ciment alumineux se déshydrate "
                  "au-dessus de 500 °C : les briques N3 s'effritent en surface et la perte de masse atteint 1,8 % "
                  "pour N3 après 300 cycles, avec de la poussière dans l'air soufflé."),
            ("p", "Sans liant, le lit de granulats N4 ne bouge pas, mais il conduit mal la chaleur : la charge de "
                  "N4 prend 11 h et le noyau n'emmagasine que 98 kWh dans le même volume."),
            ("p", "N5 est le seul noyau en scories qui satisfait à toutes les cibles (détail dans le classeur, "
                  "feuille « cycles »)."),
            ("h1", "Conclusion"),
            ("p", "Le noyau N5 est retenu pour le prototype de préproduction. Nous avons appris que la chaux libre "
                  "des scories doit être hydratée avant toute mise en forme, qu'un liant hydraulique ne survit pas à "
                  "650 °C et qu'un lit en vrac a une charge trop lente pour la fenêtre de nuit : seule une brique "
                  "frittée combine les trois exigences. Prochaine étape : 1 000 cycles sur N5 et deux appareils "
                  "installés chez des employés l'hiver prochain."),
        ])),
        ("cyclage_AT-25.xlsx", xlsx([
            ("noyaux", [
                ["code", "monté le", "matériau", "liant / mise en forme", "masse du noyau (kg)", "volume (m³)",
                 "coût du noyau"],
                ["N1", D("2024-10-21"), "magnésite (série)", "briques cuites du fournisseur", 1020, 0.34, "2 300 $"],
                ["N2", D("2024-10-28"), "scories fraîches", "ciment alumineux, coulé", 1110, 0.35, "610 $"],
                ["N3", D("2024-12-02"), "scories, vieillissement à la vapeur", "ciment alumineux, coulé", 1095, 0.35,
                 "690 $"],
                ["N4", D("2025-01-13"), "granulats de scories vieillies", "en vrac, cassettes d'acier", 940, 0.35,
                 "540 $"],
                ["N5", D("2025-02-03"), "scories vieillies + argile réfractaire", "pressées, cuites à 1 050 °C",
                 1080, 0.35, "780 $"],
            ]),
            ("cycles", [
                ["code", "énergie stockée 120-650 °C", "durée de charge (18 kW)", "cycles réalisés",
                 "fissures", "perte de masse", "remarque"],
                ["N1", "131 kWh", "7,3 h", 300, "aucune", "0,2 %", "référence"],
                ["N2", "127 kWh", "7,1 h", 40, "traversantes", "non mesurée", "arrêté après 40 cycles"],
                ["N3", "126 kWh", "7,0 h", 300, "aucune", "1,8 %", "effritement, poussière dans l'air soufflé"],
                ["N4", "98 kWh", "11 h", 300, "s.o.", "0,1 %", "charge trop lente"],
                ["N5", "124 kWh", "6,8 h", 300, "aucune", "0,3 %", ""],
            ]),
        ])),
        ("courriels_CRMM_AT-25.txt", text("""
            De : Marie-Pier Gingras <mpgingras@thermobloc.example>
            Envoyé : mercredi 2 octobre 2024 10:41
            À : Hélène Vachon <hvachon@crmm-sorel.example>
            Objet : Scories pour noyau d'accumulateur

            Bonjour Hélène,
            Merci pour la visite de la semaine passée. Comme je vous disais, on veut remplacer la magnésite de nos noyaux par des scories d'aciérie. Nos chiffres : au moins 120 kWh entre 120 °C et 650 °C dans 0,35 m³, 300 cycles sans fissure, et un noyau à 900 $ au plus. Ce qui nous inquiète, c'est la chaux libre et les arrêts d'été dans des sous-sols humides.
            Pourriez-vous faire la diffraction X sur les briques après cyclage et nous conseiller sur la stabilisation?
            Marie-Pier

            ---
            De : Hélène Vachon <hvachon@crmm-sorel.example>
            Envoyé : 08/10/2024 15:20
            À : Marie-Pier Gingras <mpgingras@thermobloc.example>
            Objet : RE: Scories pour noyau d'accumulateur

            Bonjour Marie-Pier,
            Oui pour la DRX. Honnêtement, on connaît bien la stabilisation des scories pour les granulats de route, mais jamais à 650 °C en cycles avec de l'humidité entre les deux : je ne peux pas vous dire d'avance ce qui va se passer. Commencez avec des scories fraîches comme témoin si vous voulez voir le pire cas.
            Hélène

            ---
            De : Hélène Vachon <hvachon@crmm-sorel.example>
            Envoyé : 2024-11-22 09:05
            À : Marie-Pier Gingras <mpgingras@thermobloc.example>
            Objet : DRX des briques N2

            Marie-Pier,
            Les spectres des briques N2 fissurées montrent de la portlandite et de la brucite : c'est la chaux libre et la périclase qui se sont hydratées pendant l'arrêt humide, avec le gonflement que ça implique. Je vous suggère un vieillissement à la vapeur des scories avant la mise en forme (72 h à 90 °C, on peut le faire ici).
            Hélène

            ---
            De : Marie-Pier Gingras <mpgingras@thermobloc.example>
            Envoyé : lundi 24 mars 2025 08:30
            À : Hélène Vachon <hvachon@crmm-sorel.example>
            Objet : Rapport d'étape AT-25

            Bonjour Hélène,
            Le rapport d'étape est joint. N5 passe les 300 cycles sans fissure, 124 kWh stockés, perte de masse de 0,3 % pour N5 et un noyau à 780 $. Le vieillissement à la vapeur était la clé, mais il fallait aussi sortir du ciment alumineux. Merci pour tout, on aimerait continuer avec vous pour les 1 000 cycles.
            Marie-Pier
            """)),
        ("proces_verbal_CA_fevrier.pdf", pdf([
            ("title", "Procès-verbal - Conseil d'administration"),
            ("p", "ThermoBloc inc. Réunion tenue au siège social de Lévis. Présents : les cinq administrateurs. "
                  "Secrétaire de la réunion : Luc Bégin."),
            ("h1", "1. Adoption de l'ordre du jour"),
            ("p", "L'ordre du jour est adopté à l'unanimité."),
            ("h1", "2. États financiers du troisième trimestre"),
            ("p", "Le contrôleur présente les résultats; les ventes d'appareils sont en hausse de 12 % par rapport "
                  "à l'an dernier. Adoptés."),
            ("h1", "3. Renouvellement de la marge de crédit"),
            ("p", "Il est résolu d'autoriser le président à signer le renouvellement de la marge de crédit de "
                  "750 000 $ avec la Caisse Desjardins de Lévis."),
            ("h1", "4. Ressources humaines"),
            ("p", "Le conseil approuve l'embauche d'une adjointe administrative à temps plein."),
            ("h1", "5. Salons"),
            ("p", "ThermoBloc tiendra un kiosque à Expo Habitat Québec; budget de 18 000 $ approuvé."),
            ("p", "Levée de la réunion à 20 h 40."),
        ], header="ThermoBloc inc. - Procès-verbal du conseil d'administration", footer="Document confidentiel")),
    ],
)

# ---------------------------------------------------------------------------
# C04 mesure des cordes de bois de chauffage par photo (logiciel, Saguenay), 2024 - plan marketing DOCX en bruit
#     (nommé dans la question; étude de marché et promotion, exclues); journal de dev .md (cibles seulement là;
#     « 5 août 2024 », « lundi 19 août », « 2024-09-03 », « semaine du 16 septembre », « 07/10/2024 »,
#     « lun. 28/10 », « le 12 novembre », « du 2 au 13 décembre » = une entrée, le 2, « 20 décembre 2024 »); CSV de
#     validation (ISO; résultats chiffrés seulement là); fil de courriels avec le marchand de bois (« mardi 13 août
#     2024 », « 2024-09-10 », « 17/12/2024 »). Valeurs voisines : 4,1 / 4,3 / 4,6 / 6,2 / 7,9 / 13,2 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cordes_bois_chauffage_photo",
        "question": "Allô! Ça me prendrait les lignes 242, 244 pis 246 pour CordeCam (projet CB-24), notre mesure des cordes de bois par photo, avec un registre daté des travaux. Y'a le journal de dev de Maxime, le CSV de validation, les courriels avec Bouchard & fils pis le plan marketing du printemps.",
        "facts": {
            "242": [["au plus 5 %"], ["au plus 12 %"], ["au plus 3 photos"], ["au plus 10 s"]],
            "244": [["carte de référence"], ["bouts de bûches"], ["photo de côté"], ["images synthétiques"],
                    ["LiDAR"]],
            "246": [["4,6 %"], ["11,3 %"], ["8,4 s"], ["longueur déclarée"], ["14 % des téléphones"]],
        },
        "dates": ["2024-08-05", "2024-08-13", "2024-08-19", "2024-08-28", "2024-09-03", "2024-09-10",
                  "2024-09-16", "2024-09-25", "2024-10-07", "2024-10-28", "2024-11-05", "2024-11-12",
                  "2024-12-02", "2024-12-17", "2024-12-20"],
        "noise": ["9,99 $ par mois", "Salon de la forêt de Roberval", "Campagne Facebook et Marketplace"],
        "bindings": [
            {"value": "7,9 %", "subject": "V2", "others": ["V3", "V4"]},
            {"value": "13,2 %", "subject": "V5", "others": ["V4", "V2"]},
            {"value": "6 min", "subject": "V1", "others": ["V2", "V4"]},
        ],
    },
    [
        ("journal_dev_CB-24.md", text("""
            # CordeCam - journal de dev (CB-24)
            Mesurix inc., Chicoutimi. Maxime Tremblay (vision/ML), Laurence Gauthier (produit). Partenaire terrain : Bois de chauffage Bouchard & fils, Alma.

            ## 5 août 2024 - départ
            Le bois de chauffage se vend à la corde (4 pi x 8 pi x longueur des bûches, volume apparent), mais personne mesure vraiment : les chicanes entre vendeurs pis acheteurs sont fréquentes, pis l'OPC reçoit des plaintes chaque automne. L'idée : l'acheteur prend quelques photos de la pile avec son cell et l'app donne le volume apparent.
            Ce qu'on sait pas faire :
            - la profondeur de la pile (longueur des bûches) se voit pas de face;
            - les piles sont pas des boîtes : dessus en dos d'âne, bouts qui dépassent, neige, bâche;
            - l'échelle sans objet connu;
            - aucun jeu de données public de piles de bois, pis les méthodes 3D du commerce sont faites pour des objets texturés, pas pour 200 bouts de bûches qui se ressemblent tous.
            Cibles (Laurence) :
            - erreur médiane sur le volume apparent au plus 5 % (vs mesure au ruban)
            - 90e centile de l'erreur au plus 12 %
            - au plus 3 photos par pile
            - résultat en au plus 10 s sur un cell de milieu de gamme, hors ligne (pas de réseau dans le fond des rangs)
            - doit marcher avec de la neige sur la pile

            ## lundi 19 août - V1
            V1 = photogrammétrie classique (structure acquise par le mouvement, librairie open source) : on fait le tour de la pile, 20 photos, reconstruction 3D sur le serveur.
            Premiers essais chez nous sur 3 piles de la cour : ça marche quand il y a du soleil, mais c'est long.

            ## 2024-09-03 - V2
            V1 a été validé le 28 août (voir CSV) : la reconstruction prend 6 min pour V1 sur le serveur, pis elle rate sur 5 piles sur 18 parce que les bouts de bûches se ressemblent tous. Pis 20 photos, c'est pas 3. Abandonné.
            V2 = une seule photo de face + une carte de référence orange de 30 x 20 cm (fournie avec l'app) posée sur la pile pour l'échelle + segmentation de la face de la pile (U-Net léger, quantifié pour le cell). La profondeur = la longueur déclarée par le vendeur (12, 16 ou 18 po).

            ## semaine du 16 septembre - tournée chez Bouchard
            42 piles mesurées au ruban par Réjean pis son gars, photos prises par Laurence. Référence pour toutes les versions suivantes.

            ## 07/10/2024 - V3
            Résultat de V2 : erreur médiane de 7,9 % pour V2, pis le 90e centile est mauvais. Presque toute l'erreur vient de la longueur déclarée : les bûches « de 16 po » mesurent de 13 à 18 po.
            V3 = essai avec le LiDAR des iPhone Pro pour avoir la profondeur directement. Précis (voir CSV), mais dans le sondage de la tournée seulement 14 % des téléphones avaient un LiDAR. On peut pas bâtir l'app là-dessus.

            ## lun. 28/10 - V4
            V4 = V2 + une photo de côté (à 45°) + détection des bouts de bûches (segmentation d'instances) : on mesure la longueur réelle des bûches sur la photo de côté, bûche par bûche, pis on prend la médiane. 3 photos en tout (face, côté, carte). Modèle entraîné sur 1 900 bouts annotés à la main.

            ## le 12 novembre - V5
            Annoter coûte cher. V5 = même modèle que V4 mais entraîné seulement sur des images synthétiques (piles générées dans Blender, 20 000 images). Sur les images synthétiques, c'est parfait. Sur les vraies piles de la tournée, l'erreur médiane monte à 13,2 % pour V5 : l'écorce pis l'éclairage réels sont trop différents. On garde les images synthétiques seulement comme complément aux vraies.

            ## du 2 au 13 décembre - validation d'hiver
            V4 sur 60 piles chez Bouchard et deux autres vendeurs, dont 23 avec de la neige dessus. La carte de référence reste visible si on l'essuie. Le dessus enneigé est exclu par la segmentation (classe « neige » ajoutée en novembre).

            ## 20 décembre 2024 - bilan
            V4 retenue : erreur médiane de 4,6 %, 90e centile de 11,3 %, 8,4 s sur un Galaxy A54, hors ligne, neige comprise.
            Appris :
            - la reconstruction 3D du commerce ne tient pas sur des bouts de bûches répétitifs;
            - la longueur déclarée par le vendeur est la plus grosse source d'erreur, il faut la mesurer;
            - le LiDAR règle la profondeur mais seulement 14 % des téléphones en ont un;
            - des images synthétiques seules ne suffisent pas.
            Prochaine étape : bêta publique au printemps.
            """)),
        ("validation_CB-24.csv", text("""
            date;version;piles;dont enneigées;erreur médiane;90e centile;temps de calcul;échecs;remarque
            2024-08-28;V1;18;0;6,2 %;17,5 %;6 min (serveur);5 sur 18;20 photos par pile, reconstruction ratée sur les bouts de bûches
            2024-09-25;V2;42;0;7,9 %;19,4 %;2,1 s;0;longueur déclarée par le vendeur
            2024-10-07;V3;12;0;4,1 %;8,8 %;3,0 s;0;iPhone Pro seulement (LiDAR)
            2024-11-05;V4;42;0;4,3 %;10,6 %;8,4 s;1 sur 42;
            2024-11-12;V5;42;0;13,2 %;27,0 %;8,1 s;0;entraîné sur images synthétiques seulement
            2024-12-02;V4;60;23;4,6 %;11,3 %;8,4 s;2 sur 60;validation d'hiver, Galaxy A54
            """)),
        ("courriels_Bouchard_CB-24.txt", text("""
            De : Laurence Gauthier <laurence@mesurix.example>
            Envoyé : mardi 13 août 2024 13:02
            À : Réjean Bouchard <boisbouchard@videotron.example>
            Objet : Mesurer vos cordes avec un cell

            Bonjour M. Bouchard,
            Comme convenu au téléphone, on développe une application qui mesure le volume apparent d'une pile de bois à partir de 3 photos au plus. Pour savoir si ça marche, on a besoin de vraies piles mesurées au ruban : hauteur à plusieurs endroits, longueur, et la longueur réelle d'une vingtaine de bûches par pile. Est-ce qu'on pourrait passer une semaine dans votre cour en septembre?
            On vise une erreur de 5 % au plus dans la moitié des cas, et jamais beaucoup plus que 12 %.
            Laurence Gauthier, Mesurix

            ---
            De : Réjean Bouchard <boisbouchard@videotron.example>
            Envoyé : 2024-09-10 19:44
            À : Laurence Gauthier <laurence@mesurix.example>
            Objet : RE: Mesurer vos cordes avec un cell

            Bonjour Laurence,
            Pas de trouble, venez la semaine prochaine. Je vous avertis : mes bûches de 16 pouces, c'est 16 en moyenne, le gars à la scie est pas un robot. Pis en décembre mes piles sont sous la neige, si votre affaire marche pas l'hiver elle vaut pas grand-chose.
            Réjean

            ---
            De : Réjean Bouchard <boisbouchard@videotron.example>
            Envoyé : 17/12/2024 08:15
            À : Laurence Gauthier <laurence@mesurix.example>
            Objet : Essai de décembre

            Laurence,
            J'ai comparé vos chiffres avec mes mesures pour les piles de la cour : c'est proche en titi, même sur les piles enneigées, pis mon gars a fait les photos tout seul en deux minutes. La seule fois où ça a pas marché, la carte orange était cachée sous la neige.
            Réjean
            """)),
        ("plan_marketing_CordeCam_2025.docx", docx([
            ("title", "Plan marketing CordeCam - printemps 2025"),
            ("h1", "Cible"),
            ("p", "Acheteurs de bois de chauffage du Saguenay–Lac-Saint-Jean et de la Côte-Nord (environ 38 000 "
                  "ménages chauffés au bois) et vendeurs indépendants."),
            ("h1", "Positionnement"),
            ("p", "« Fini les cordes trop courtes. » Message axé sur la confiance entre voisins."),
            ("h1", "Canaux et budget"),
            ("b", "Campagne Facebook et Marketplace ciblée, 3 500 $."),
            ("b", "Kiosque au Salon de la forêt de Roberval."),
            ("b", "Sondage en ligne auprès de 200 acheteurs sur le prix qu'ils seraient prêts à payer."),
            ("h1", "Prix"),
            ("p", "Gratuit pour les acheteurs. Abonnement vendeur à 9,99 $ par mois, premier mois offert."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C05 engraissement des oursins verts en bassins à terre (aquaculture, Baie-des-Chaleurs), 2024-2025 - facture
#     de moulée PDF en bruit (nommée dans la question); cahier des bassins .txt (cibles seulement là; « 15 octobre
#     2024 », « le 21 octobre », « ven. 15/11 », « lundi 2 décembre », « du 16 au 20 décembre » = une entrée, le 16,
#     « 8 janvier 2025 », « 3 février 2025 »); CSV du suivi des IGS (ISO; IGS finaux seulement là et dans le cahier);
#     rapport de labo PDF (couleur et amertume seulement dans le tableau). Valeurs voisines : 8,9 / 10,7 / 15,8 /
#     16,1 / 17,2 % d'IGS; 1,2 / 1,4 / 1,6 / 2,1 / 4,3 sur 9.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_oursins_verts_gonades_bassins",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 pour notre projet d'engraissement des oursins verts (OU-24), avec un registre des travaux par date? Dans le dossier : le cahier des bassins de Rémi, le CSV du suivi des IGS, le rapport de BioMer et la facture de Nutrimer.",
        "facts": {
            "242": [["au moins 15 %"], ["a* au moins 12"], ["au plus 2 sur", "amertume d'au plus 2"], ["au plus 5 %"]],
            "244": [["moulée commerciale norvégienne", "moulée norvégienne"], ["dulse"],
                    ["carapaces de crevette"], ["chauffée à 9 °C"], ["laminaire"]],
            "246": [["16,1 %"], ["a* de 13,4", "13,4"], ["brun-jaune"], ["goût amer"], ["mangent peu"]],
        },
        "dates": ["2024-10-15", "2024-10-21", "2024-10-28", "2024-11-15", "2024-12-02", "2024-12-16",
                  "2025-01-06", "2025-01-08", "2025-01-10", "2025-01-24", "2025-02-03"],
        "noise": ["Frais de dédouanement", "sac de 25 kg", "Paiement par virement"],
        "bindings": [
            {"value": "17,2 %", "subject": "O2", "others": ["O4", "O5"]},
            {"value": "10,7 %", "subject": "O5", "others": ["O1", "O4"]},
            {"value": "4,3 sur 9", "subject": "O3", "others": ["O2", "O4"]},
        ],
    },
    [
        ("cahier_bassins_OU-24.txt", text("""
            CAHIER DES BASSINS - OU-24 - engraissement des oursins verts
            Oursins Baie-des-Chaleurs inc., Paspébiac - Rémi Huard (tech. bassins), Catherine Arsenault (biologiste)

            15 octobre 2024 - récolte
            1 200 oursins verts ramassés par les plongeurs de la coop au large de Port-Daniel, 50-65 mm. Gonades petites pis grises comme d'habitude à l'automne : c'est pour ça que personne en vend en hiver.
            Catherine : le but c'est d'avoir des oursins pleins pour les restaurants de Montréal et l'acheteur japonais entre janvier et mars. Les moulées pour oursins viennent de Norvège, faites pour de l'eau à 8-10 °C; ici l'eau de mer pompée est à 4-5 °C en hiver. Personne sait comment les oursins d'ici vont manger à ce froid-là, ni comment avoir la couleur orange que l'acheteur demande : les moulées sèches donnent des gonades pâles, pis certaines algues donnent un goût amer.
            Cibles après 10 semaines :
            - IGS (indice gonadosomatique) au moins 15 %
            - couleur des gonades a* au moins 12 au colorimètre (orange vif)
            - amertume d'au plus 2 sur 9 au panel
            - mortalité au plus 5 %

            le 21 octobre - répartition
            5 bassins de 200 oursins, eau de mer en circuit ouvert :
            O1 = laminaire fraîche (ramassée chaque semaine), eau naturelle - témoin
            O2 = moulée commerciale norvégienne, eau chauffée à 9 °C (échangeur sur le retour du compresseur de l'usine)
            O3 = moulée norvégienne + 5 % de poudre de dulse (algue rouge, pour la couleur), eau chauffée à 9 °C
            O4 = moulée maison : farine de carapaces de crevette nordique (8 %, astaxanthine, résidu de l'usine de Matane) + farine de laminaire + liant, eau chauffée à 9 °C
            O5 = même moulée que O4, eau naturelle (pour voir si on peut sauver le chauffage)

            ven. 15/11
            O5 (eau à 4,8 °C) : les oursins mangent peu, il reste de la moulée dans le fond chaque matin. O3 : 4 morts cette semaine, on enlève les restes de dulse qui pourrissent.

            lundi 2 décembre - semaine 5
            échantillonnage de 30 oursins par bassin, IGS dans le CSV. O2, O3, O4 en avance, O5 à peine mieux que le témoin.

            du 16 au 20 décembre - panne
            échangeur de chaleur en panne, O2 O3 O4 descendus à 6 °C pendant 4 jours. Réparé par Frigo Gaspé. Noté pour l'analyse.

            8 janvier 2025
            échantillonnage final fait le 6 (voir CSV). Gonades de 20 oursins par bassin envoyées à BioMer pour la couleur et le panel de goût.

            3 février 2025 - bilan
            rapport BioMer reçu. O4 est retenu : IGS de 16,1 %, a* de 13,4, amertume 1,6 sur 9, mortalité 3 %.
            - O2 : IGS de 17,2 % pour O2, le meilleur, mais gonades pâles, brun-jaune : l'acheteur les prend pas. La moulée norvégienne seule manque de pigments.
            - O3 : la dulse améliore un peu la couleur mais donne un goût amer (voir BioMer) pis de la mortalité. Écarté.
            - O5 : 10,7 % pour O5 après 10 semaines. À 4-5 °C ils mangent peu, peu importe la moulée : sans chauffer l'eau, pas d'oursins pleins en hiver.
            - les carapaces de crevette donnent la couleur sans goût amer.
            Prochaine étape : bassin pilote de 2 000 oursins l'hiver prochain, coût du chauffage à chiffrer.
            """)),
        ("suivi_IGS_OU-24.csv", text("""
            date;bassin;régime;semaine;T° eau moyenne (°C);IGS moyen (n = 30);mortalité cumulée;remarque
            2024-10-28;O1;laminaire fraîche, eau naturelle;0;5,6;6,1 %;0 %;
            2024-10-28;O2;moulée norvégienne, 9 °C;0;9,0;6,0 %;0 %;
            2024-10-28;O3;moulée norvégienne + dulse, 9 °C;0;9,0;6,2 %;0 %;
            2024-10-28;O4;moulée maison crevette, 9 °C;0;9,0;6,1 %;0 %;
            2024-10-28;O5;moulée maison crevette, eau naturelle;0;5,6;6,0 %;0 %;
            2024-12-02;O1;laminaire fraîche, eau naturelle;5;4,9;7,4 %;1 %;
            2024-12-02;O2;moulée norvégienne, 9 °C;5;9,0;12,1 %;2 %;
            2024-12-02;O3;moulée norvégienne + dulse, 9 °C;5;9,0;11,5 %;4 %;
            2024-12-02;O4;moulée maison crevette, 9 °C;5;9,0;11,2 %;2 %;
            2024-12-02;O5;moulée maison crevette, eau naturelle;5;4,9;8,0 %;0 %;
            2025-01-06;O1;laminaire fraîche, eau naturelle;10;4,3;8,9 %;2 %;
            2025-01-06;O2;moulée norvégienne, 9 °C;10;8,7;17,2 %;3 %;
            2025-01-06;O3;moulée norvégienne + dulse, 9 °C;10;8,7;15,8 %;7 %;mortalité au-dessus de la cible
            2025-01-06;O4;moulée maison crevette, 9 °C;10;8,7;16,1 %;3 %;
            2025-01-06;O5;moulée maison crevette, eau naturelle;10;4,3;10,7 %;1 %;
            """)),
        ("rapport_BioMer_BM-25-014.pdf", pdf([
            ("title", "Rapport BM-25-014"),
            ("p", "Couleur et qualité sensorielle de gonades d'oursins verts (Strongylocentrotus droebachiensis) "
                  "engraissés en bassins"),
            ("p", "Client : Oursins Baie-des-Chaleurs inc., Paspébiac. Gonades de 20 oursins par bassin (O1 à O5) "
                  "reçues sur glace le 8 janvier 2025. Panel sensoriel tenu le 10 janvier 2025. Rapport émis le "
                  "24 janvier 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Couleur : colorimètre, espace CIELAB, illuminant D65, trois lectures par gonade; on rapporte la "
                  "moyenne de a* (rouge-vert) et de L* (clarté). Panel : 9 juges entraînés, gonades crues servies à "
                  "l'aveugle à 4 °C; amertume notée de 1 (aucune) à 9 (extrême)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Bassin", "Régime déclaré par le client", "a*", "L*", "Amertume", "Remarque du panel"],
                ["O1", "laminaire fraîche", "10,8", "61,2", "1,2 sur 9", "goût doux, gonades petites"],
                ["O2", "moulée commerciale", "6,1", "66,8", "2,1 sur 9", "pâle, brun-jaune"],
                ["O3", "moulée + dulse", "9,4", "63,0", "4,3 sur 9", "goût amer persistant"],
                ["O4", "moulée maison (crevette)", "13,4", "58,7", "1,6 sur 9", "orange vif, sucré"],
                ["O5", "moulée maison, eau froide", "12,6", "59,9", "1,4 sur 9", "belle couleur, gonades petites"],
            ]),
            ("h1", "3. Conclusion"),
            ("p", "Les gonades des bassins O4 et O5 présentent la couleur la plus soutenue. L'amertume du bassin O3 "
                  "est nettement plus élevée que celle des autres bassins. Les résultats ne se rapportent qu'aux "
                  "échantillons reçus."),
        ], header="Laboratoire BioMer - Gaspé - Rapport BM-25-014", footer="Analyses de produits marins")),
        ("facture_Nutrimer_moulee.pdf", pdf([
            ("title", "FACTURE 20418"),
            ("p", "Nutrimer Canada ltée, Moncton (N.-B.). Vendu à : Oursins Baie-des-Chaleurs inc., Paspébiac."),
            ("table", [
                ["Description", "Qté", "Prix unitaire", "Montant"],
                ["Moulée UrchinGrow 5 mm, sac de 25 kg", "16", "118,00 $", "1 888,00 $"],
                ["Frais de dédouanement", "1", "85,00 $", "85,00 $"],
                ["Transport Moncton - Paspébiac", "1", "210,00 $", "210,00 $"],
                ["TVH 15 %", "", "", "327,45 $"],
                ["Total", "", "", "2 510,45 $"],
            ]),
            ("p", "Paiement par virement dans les 30 jours. Merci de votre commande."),
        ], header="Nutrimer Canada ltée", footer="No TVH 81234 5678 RT0001")),
    ],
)

# ---------------------------------------------------------------------------
# C06 couteaux de raboteuse pour le bois gelé (scierie, Abitibi), hiver 2025 - note RH .txt en bruit (la
#     question dit seulement qu'elle était dans le dossier); rapport d'essais DOCX (Objectif, Méthode, Résultats
#     avec tableau, Conclusion; « 14 avril 2025 », « semaine du 6 janvier », « jeudi 6 février », « le 11 mars »);
#     CSV du compteur de la raboteuse (ISO); rapport de labo métallurgique PDF (« 12 mars 2025 », « 28 mars
#     2025 »; dureté et mécanisme d'usure seulement dans le tableau). Valeurs voisines : 3,2 / 6,1 / 9,4 h;
#     59 / 64 / 65 HRC.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_couteaux_raboteuse_bois_gele",
        "question": "Bonjour! Pourriez-vous nous faire les lignes 242, 244 et 246 pour le projet CR-25 (couteaux de raboteuse pour le bois gelé) et un journal daté des travaux? Vous avez le rapport de Francis, l'export CSV du compteur de la raboteuse, le rapport de Métallo-Analyse et une note des RH qui traînait dans le même dossier.",
        "facts": {
            "242": [["au moins 8 h"], ["au plus 3 %"], ["0,3 mm"], ["1,5 fois"]],
            "244": [["carbure de tungstène"], ["TiAlN"], ["cryotraité", "traitement cryogénique"],
                    ["angle d'attaque"], ["CrN"]],
            "246": [["9,4 h"], ["2,1 %"], ["nœuds gelés"], ["ramollit le tranchant"], ["1,3 fois"]],
        },
        "dates": ["2025-01-06", "2025-01-08", "2025-01-15", "2025-01-22", "2025-02-05", "2025-02-06",
                  "2025-02-19", "2025-03-05", "2025-03-11", "2025-03-12", "2025-03-28", "2025-04-14"],
        "noise": ["Prime de quart de nuit", "remboursées jusqu'à 150 $", "Stationnement des employés"],
        "bindings": [
            {"value": "40 min", "subject": "K2", "others": ["K3", "K4"]},
            {"value": "59 HRC", "subject": "K3", "others": ["K4", "K5"]},
            {"value": "6,1 h", "subject": "K4", "others": ["K5", "K1"]},
        ],
    },
    [
        ("rapport_essais_CR-25.docx", docx([
            ("title", "Rapport d'essais CR-25"),
            ("p", "Couteaux de raboteuse pour le rabotage de l'épinette noire gelée"),
            ("p", "Bois Harricana inc., Amos. Préparé par Francis Bergeron, ing., le 14 avril 2025, avec Yvon "
                  "Lemieux, limeur-chef."),
            ("h1", "Objectif"),
            ("p", "L'hiver, le bois entreposé dans la cour arrive à la raboteuse entre -18 °C et -31 °C. Les "
                  "couteaux en acier rapide perdent leur tranchant en trois heures environ, contre neuf heures "
                  "l'été, et les fibres arrachées font déclasser les pièces. Réchauffer le bois avant le rabotage "
                  "est connu, mais demanderait un bâtiment chauffé que nous n'avons pas. Les fournisseurs "
                  "d'outillage proposent le carbure et les revêtements PVD pour les bois francs secs et les métaux; "
                  "nous n'avons trouvé aucune donnée sur leur tenue dans le résineux gelé, où les nœuds et la glace "
                  "du bois d'aubier frappent le tranchant à -25 °C. Nous ne savions pas si l'usure venait surtout de "
                  "l'abrasion ou de micro-ébréchures, donc quelle voie choisir. Cibles :"),
            ("b", "durée de vie d'un jeu de couteaux d'au moins 8 h de rabotage sur du bois à -20 °C et moins;"),
            ("b", "déclassement pour fibres arrachées au plus 3 % des pièces;"),
            ("b", "aucune ébréchure du tranchant de plus de 0,3 mm;"),
            ("b", "coût d'un jeu au plus 1,5 fois celui du jeu actuel."),
            ("h1", "Méthode"),
            ("p", "Raboteuse quatre faces, tête supérieure à 6 couteaux, alimentation à 300 m/min, quart de nuit. "
                  "Un jeu par variante, installé en début de semaine et changé quand le limeur-chef juge le fini "
                  "inacceptable; le compteur de la raboteuse donne les heures et le nombre de pièces, le scanner de "
                  "classement compte les pièces déclassées pour fibres arrachées. Une semaine de référence (K1) a "
                  "été faite la semaine du 6 janvier. Les tranchants usés ont été envoyés à Métallo-Analyse le 11 "
                  "mars pour la dureté et la microscopie."),
            ("n", "K1 : acier rapide M2 (jeu actuel), angle d'attaque de 30°."),
            ("n", "K2 : carbure de tungstène brasé, angle d'attaque de 30°."),
            ("n", "K3 : acier rapide M2 avec revêtement PVD TiAlN déposé à 450 °C."),
            ("n", "K4 : acier rapide M2 cryotraité (24 h à -180 °C) et angle d'attaque réduit à 20°."),
            ("n", "K5 : K4 avec un revêtement CrN déposé à basse température (200 °C)."),
            ("h1", "Résultats"),
            ("table", [
                ["Jeu", "Durée avant changement", "Fibres arrachées", "Ébréchure max", "Coût relatif du jeu"],
                ["K1", "3,2 h", "5,8 %", "0,1 mm", "1,0 fois"],
                ["K2", "40 min", "non mesuré", "0,8 mm", "3,4 fois"],
                ["K3", "2,1 h", "5,1 %", "0,2 mm", "1,6 fois"],
                ["K4", "6,1 h", "2,4 %", "0,1 mm", "1,1 fois"],
                ["K5", "9,4 h", "2,1 %", "0,1 mm", "1,3 fois"],
            ]),
            ("p", "Le carbure (K2) s'ébrèche sur les nœuds gelés : le jeu K2 a été retiré après 40 min en moyenne, "
                  "avec des ébréchures qui marquent les pièces."),
            ("p", "Le revêtement TiAlN (K3) s'écaille au tranchant après deux heures. Selon Métallo-Analyse, le "
                  "dépôt à 450 °C ramollit le tranchant de l'acier rapide, et le revêtement n'a plus d'appui."),
            ("p", "Le jeudi 6 février, Yvon a noté que K4 coupait encore proprement en fin de quart : l'angle "
                  "d'attaque de 20° réduit les fibres arrachées dans le bois gelé, et le traitement cryogénique "
                  "garde le tranchant plus longtemps."),
            ("p", "K5 est le seul jeu qui atteint toutes les cibles : 9,4 h, 2,1 % de fibres arrachées, pour 1,3 "
                  "fois le coût du jeu actuel. Un deuxième jeu K5, installé en mars, a confirmé ces chiffres."),
            ("h1", "Conclusion"),
            ("p", "Nous retenons K5. Nous avons appris que, dans le bois gelé, l'usure vient surtout des chocs "
                  "(micro-ébréchures) : un outil plus dur mais fragile comme le carbure est pire, et un revêtement "
                  "n'aide que s'il est déposé sans ramollir l'acier. Prochaine étape : essai sur la tête inférieure "
                  "et sur le pin gris l'hiver prochain."),
        ])),
        ("compteur_raboteuse_CR-25.csv", text("""
            date d'installation;jeu;variante;T° du bois (°C);heures avant changement;pièces rabotées;déclassées fibres arrachées (%);remarque
            2025-01-08;K1;M2 actuel, 30°;-24;3,2;10 350;5,8;référence
            2025-01-15;K2;carbure brasé, 30°;-27;0,7;2 180;;retiré après 40 min, ébréchures
            2025-01-22;K3;M2 + TiAlN 450 °C;-22;2,1;6 900;5,1;revêtement écaillé au tranchant
            2025-02-05;K4;M2 cryotraité, 20°;-29;6,1;19 640;2,4;
            2025-02-19;K5;M2 cryotraité, 20°, CrN 200 °C;-26;9,4;30 410;2,1;
            2025-03-05;K5;M2 cryotraité, 20°, CrN 200 °C;-19;9,6;31 020;2,0;2e jeu, confirmation
            """)),
        ("rapport_MetalloAnalyse_MA-25-0091.pdf", pdf([
            ("title", "Rapport d'analyse MA-25-0091"),
            ("p", "Examen de tranchants de couteaux de raboteuse usés"),
            ("p", "Client : Bois Harricana inc., Amos. Couteaux reçus le 12 mars 2025 : un couteau usé de chacun "
                  "des jeux K1, K2, K3, K4 et K5, identifiés par le client, et un couteau K1 neuf. Rapport émis le "
                  "28 mars 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Microdureté Vickers convertie en HRC à 0,1 mm du tranchant; épaisseur du revêtement sur coupe "
                  "polie; microscopie électronique à balayage du tranchant (usure en dépouille, ébréchures, "
                  "écaillage)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Couteau", "Dureté à 0,1 mm du tranchant", "Revêtement", "Mécanisme d'usure dominant"],
                ["K1 neuf", "64 HRC", "aucun", "s.o."],
                ["K1 usé", "64 HRC", "aucun", "micro-ébréchures et arrondi du tranchant"],
                ["K2 usé", "carbure, non mesuré", "aucun", "ébréchures de 0,5 à 0,8 mm"],
                ["K3 usé", "59 HRC", "TiAlN, 3,1 µm, écaillé", "perte d'appui sous le revêtement"],
                ["K4 usé", "65 HRC", "aucun", "arrondi régulier, peu d'ébréchures"],
                ["K5 usé", "64 HRC", "CrN, 2,4 µm, intact", "usure lente et régulière"],
            ]),
            ("h1", "3. Interprétation"),
            ("p", "La baisse de dureté mesurée sur le couteau revêtu de TiAlN est compatible avec un revenu de "
                  "l'acier rapide pendant le dépôt. Le couteau revêtu de CrN ne montre pas de baisse de dureté. "
                  "Les résultats ne se rapportent qu'aux pièces examinées."),
        ], header="Métallo-Analyse Rouyn inc. - Rapport MA-25-0091", footer="Laboratoire de métallurgie")),
        ("note_RH_quarts_hiver.txt", text("""
            NOTE DE SERVICE
            De : Ressources humaines
            À : Employés de la raboterie et de la cour
            Objet : Horaire d'hiver

            Bonjour à tous,
            À partir de la prochaine paie, l'horaire d'hiver s'applique à la raboterie : deux quarts de 10 h du lundi au jeudi.
            Prime de quart de nuit : 1,75 $ l'heure.
            Les bottes de sécurité d'hiver sont remboursées jusqu'à 150 $ sur présentation de la facture.
            Stationnement des employés : déneigé avant 5 h 30; merci de ne pas vous stationner devant la porte de la chaufferie.
            Bon hiver!
            L'équipe RH
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C07 étiquettes de bouteilles consignées qui tiennent dans le seau à glace (imprimerie d'étiquettes, Granby),
#     2025 - deux fichiers seulement; pas de fichier de bruit : un bon de commande réacheminé par la comptabilité
#     au bas du fil de courriels (section de bruit, voir NOISE dans verify.py); fil de courriels (cibles seulement
#     là; « jeudi 9 janvier 2025 », « 14/01/2025 », « 2025-02-12 », « le 24 février », « vendredi 28 mars 2025 »);
#     classeur XLSX (constructions et coûts dans « constructions », résultats seulement dans « résultats », dont
#     « série complète du 10 au 14 mars » = une entrée, le 10). Valeurs voisines : 0,5 / 0,8 / 4 / 6 mm;
#     0,031 / 0,039 / 0,040 / 0,041 / 0,052 $.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_etiquettes_consignees_seau_glace",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour notre projet d'étiquettes qui tiennent dans le seau à glace (ET-25), plus un registre des travaux. J'ai juste le fil de courriels avec la Brasserie du Mont-Shefford et le classeur des essais de Julie.",
        "facts": {
            "242": [["au plus 1 mm"], ["au plus 5 min"], ["bouteilles à 4 °C"], ["au plus 0,045 $"]],
            "244": [["papier résistant à l'humidité"], ["adhésif lavable"], ["film PP"], ["coins arrondis"],
                    ["prise à froid"]],
            "246": [["0,5 mm"], ["3 min 40 s"], ["0,041 $"], ["plisse"], ["glisse sur le verre"]],
        },
        "dates": ["2025-01-09", "2025-01-14", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-12",
                  "2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10", "2025-03-28"],
        "noise": ["Escompte 2 % 10 jours", "Bon de commande no 4471", "livraison par Purolator"],
        "bindings": [
            {"value": "4 mm", "subject": "E4", "others": ["E5", "E3"]},
            {"value": "0,052 $", "subject": "E3", "others": ["E4", "E5"]},
            {"value": "12 min", "subject": "E2", "others": ["E5", "E4"]},
        ],
    },
    [
        ("courriels_ET-25.txt", text("""
            De : Olivier Paré <olivier@brasseriemontshefford.example>
            Envoyé : jeudi 9 janvier 2025 11:22
            À : Stéphane Cormier <scormier@etiquettesyamaska.example>
            Objet : Nos étiquettes dans les seaux à glace

            Salut Stéphane,
            On a eu des plaintes tout l'automne : sur les terrasses pis dans les dépanneurs, nos bouteilles finissent dans des seaux d'eau glacée, et après une heure ou deux les étiquettes plissent pis décollent. Ça fait cheap, surtout pour des bières à 5 $ la bouteille.
            Le hic : on est en bouteilles brunes consignées. Elles reviennent chez nous et passent dans la laveuse (soude 2 % à 80 °C); l'étiquette doit partir toute seule là-dedans, sinon la laveuse bloque. En plus, notre étiqueteuse pose les étiquettes sur des bouteilles qui sortent de la soutireuse à 4 °C, toutes embuées.
            On veut garder le look papier, c'est notre image. Pis on peut pas payer plus que 0,045 $ l'étiquette (on paie 0,031 $ présentement).
            Olivier

            ---
            De : Julie Ménard <jmenard@etiquettesyamaska.example>
            Envoyé : 14/01/2025 09:47
            À : Olivier Paré <olivier@brasseriemontshefford.example>
            Cc : Stéphane Cormier <scormier@etiquettesyamaska.example>
            Objet : RE: Nos étiquettes dans les seaux à glace

            Bonjour Olivier,
            Je m'occupe du développement. Voici les cibles telles que je les comprends :
            - après 24 h dans un seau d'eau glacée, soulèvement des coins au plus 1 mm et aucun plissement;
            - décollement complet dans la laveuse (soude 2 % à 80 °C) en au plus 5 min;
            - pose sans glissement sur des bouteilles à 4 °C couvertes de condensation;
            - coût au plus 0,045 $ par étiquette, aspect papier.
            Honnêtement, ces exigences se contredisent : ce qui résiste à l'eau glacée résiste souvent aussi à la laveuse. Les fiches des fabricants d'adhésifs lavables sont faites pour des bouteilles sèches à la température de la pièce; on n'a trouvé aucune donnée avec de la condensation et un séjour dans l'eau glacée. On va monter plusieurs constructions papier-adhésif et les passer dans nos trois essais : seau d'eau glacée, laveuse de labo et étiqueteuse pilote avec des bouteilles sorties du frigo.
            Julie

            ---
            De : Julie Ménard <jmenard@etiquettesyamaska.example>
            Envoyé : 2025-02-12 16:05
            À : Olivier Paré <olivier@brasseriemontshefford.example>
            Objet : Étiquettes - premiers résultats

            Olivier,
            Un premier point :
            - E1 (votre étiquette actuelle, papier couché + adhésif permanent) plisse après 20 minutes dans l'eau glacée et décolle aux coins.
            - E2 (papier résistant à l'humidité + adhésif permanent « tout temps ») tient très bien dans l'eau glacée, mais dans la laveuse E2 prend 12 min à partir, en lambeaux qui bouchent les filtres. On oublie l'adhésif permanent.
            - E3 (film PP blanc texturé + adhésif lavable) : sur une bouteille froide et embuée, l'étiquette glisse sur le verre à la pose. En plus E3 coûterait 0,052 $.
            Je monte maintenant E4 : papier résistant à l'humidité + adhésif lavable + vernis UV. Est-ce qu'on pourrait faire un essai sur votre ligne d'embouteillage dans deux semaines?
            Julie

            ---
            De : Julie Ménard <jmenard@etiquettesyamaska.example>
            Envoyé : vendredi 28 mars 2025 14:30
            À : Olivier Paré <olivier@brasseriemontshefford.example>
            Cc : Stéphane Cormier <scormier@etiquettesyamaska.example>
            Objet : Bilan ET-25

            Olivier,
            Le classeur est en pièce jointe. En résumé :
            - E4 tenait bien la pose, mais après 24 h dans la glace les coins de E4 se soulèvent de 4 mm : l'eau entre par les coins carrés, pas par la face.
            - E5 = E4 avec des coins arrondis (rayon de 3 mm) et un adhésif lavable à prise à froid, formulé pour la pose entre 0 et 5 °C. Après 24 h dans la glace : 0,5 mm aux coins, aucun plissement. Dans la laveuse, l'étiquette part en 3 min 40 s, en un seul morceau. Coût : 0,041 $.
            - L'essai du 24 février sur votre ligne : 6 000 bouteilles étiquetées à 4 °C avec E5, aucune qui glisse.
            Ce qu'on retient : c'est la forme des coins et la prise à froid de l'adhésif qui règlent le problème; le papier résistant à l'humidité n'est correct qu'avec un adhésif lavable.
            Julie

            ---
            De : Olivier Paré <olivier@brasseriemontshefford.example>
            Envoyé : vendredi 28 mars 2025 16:10
            À : Julie Ménard <jmenard@etiquettesyamaska.example>
            Objet : RE: Bilan ET-25

            Super travail Julie! On part avec E5 pour la Blonde du Mont cet été. Je te fais suivre le courriel de notre comptable pour la commande.

            ----- Début du message réacheminé -----
            De : Comptabilité Brasserie du Mont-Shefford
            Objet : Bon de commande no 4471
            Bon de commande no 4471 : 60 000 étiquettes Blonde du Mont et 30 000 étiquettes Rousse des Cantons, format 90 x 110 mm.
            Conditions : Escompte 2 % 10 jours, net 30 jours. Merci de prévoir la livraison par Purolator à l'entrepôt de la rue Principale.
            ----- Fin du message réacheminé -----
            """)),
        ("essais_ET-25.xlsx", xlsx([
            ("constructions", [
                ["code", "préparé le", "support", "adhésif", "vernis", "coins", "coût par étiquette"],
                ["E1", D("2025-01-20"), "papier couché 80 g", "acrylique permanent", "aucun", "carrés", "0,031 $"],
                ["E2", D("2025-01-27"), "papier résistant à l'humidité", "permanent « tout temps »", "aucun", "carrés",
                 "0,039 $"],
                ["E3", D("2025-02-03"), "film PP blanc texturé", "adhésif lavable standard", "aucun", "carrés",
                 "0,052 $"],
                ["E4", D("2025-02-17"), "papier résistant à l'humidité", "adhésif lavable standard", "vernis UV",
                 "carrés", "0,040 $"],
                ["E5", D("2025-03-03"), "papier résistant à l'humidité", "adhésif lavable à prise à froid",
                 "vernis UV", "coins arrondis, rayon 3 mm", "0,041 $"],
            ]),
            ("résultats", [
                ["code", "pose sur bouteilles à 4 °C embuées", "seau d'eau glacée 24 h : soulèvement des coins",
                 "plissement", "laveuse de labo, soude 2 % à 80 °C (série complète du 10 au 14 mars)", "remarque"],
                ["E1", "adhère", "6 mm", "plisse après 20 min", "2 min 10 s", "décolle aux coins"],
                ["E2", "adhère", "0,8 mm", "aucun", "12 min", "en lambeaux, bouche les filtres"],
                ["E3", "glisse sur le verre", "non fait", "non fait", "1 min 50 s", "aspect plastique"],
                ["E4", "adhère", "4 mm", "aucun", "3 min 20 s", "l'eau entre par les coins"],
                ["E5", "adhère", "0,5 mm", "aucun", "3 min 40 s", "un seul morceau dans la laveuse"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 canons à neige à température marginale (station de ski, Charlevoix), 2024-2025 - grille tarifaire XLSX en
#     bruit (nommée dans la question); journal d'enneigement .txt (cibles seulement là; « 28 octobre 2024 », puis
#     des entrées « ven. 8 », « mar. 12 », « dim. 17 » sous « NOVEMBRE 2024 », « mer. 4 », « lun. 9 », « mer. 11 »,
#     « du 16 au 19 décembre » (= une entrée, le 16) sous « DÉCEMBRE 2024 », « mar. 14 » sous « JANVIER 2025 »);
#     CSV des nuits d'essai (ISO; densités et énergie seulement là); rapport PDF du consultant (« 10 janvier
#     2025 »; granulométrie seulement dans le tableau). Valeurs voisines : 425 / 430 / 440 / 450 / 470 / 560 /
#     610 kg/m³; 1,4 / 1,5 / 1,7 / 1,8 / 2,6 / 3,1 kWh/m³.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_canons_neige_temperature_marginale",
        "question": "Salut! Peux-tu nous préparer les lignes 242, 244 pis 246 pour le projet NE-24 (faire de la neige entre -2 °C et -3 °C), avec un registre des travaux en ordre de date? J'ai mis le journal d'enneigement de Guy, le CSV des nuits d'essai, le rapport de GlaciTech pis la grille tarifaire de la saison.",
        "facts": {
            "242": [["-2,5 °C"], ["au plus 450 kg/m³"], ["au moins 3 L/s"], ["au plus 2,0 kWh"], ["aucun givrage"]],
            "244": [["haute pression"], ["eau pré-refroidie"], ["perche allongée"], ["deux étages"]],
            "246": [["430 kg/m³"], ["1,8 kWh/m³"], ["3,4 L/s"], ["buses givrées"], ["taille des gouttelettes"]],
        },
        "dates": ["2024-10-28", "2024-11-08", "2024-11-12", "2024-11-17", "2024-12-04", "2024-12-09",
                  "2024-12-11", "2024-12-16", "2025-01-10", "2025-01-14"],
        "noise": ["Carte 5 jours transférable", "forfait saison enfant", "Prévente jusqu'au 30 novembre"],
        "bindings": [
            {"value": "610 kg/m³", "subject": "C1", "others": ["C3", "C4"]},
            {"value": "3,1 kWh/m³", "subject": "C2", "others": ["C4", "C5"]},
            {"value": "560 kg/m³", "subject": "C3", "others": ["C1", "C5"]},
        ],
    },
    [
        ("journal_neige_NE-24.txt", text("""
            JOURNAL D'ENNEIGEMENT - PROJET NE-24 (neige à température marginale)
            Station Mont-Éboulis, Charlevoix - Guy Simard, dir. enneigement. Équipe de nuit : Steve, Jérôme, Annie-Claude.

            28 octobre 2024 - réunion de départ avec Mélanie Harvey (GlaciTech)
            On ouvre de plus en plus tard. L'automne passé, 60 % des heures de novembre étaient entre -2 et -4 °C en température humide (TH), pis à ces températures nos perches font de la slush. Les additifs nucléants (protéines bactériennes) sont exclus : le certificat d'autorisation de notre prise d'eau les interdit.
            Les fabricants annoncent « de la neige dès -2 °C », mais leurs chiffres viennent des Alpes pis du Colorado, air sec. Ici on est au bord du fleuve, HR souvent au-dessus de 85 %. Mélanie connaît aucune donnée publiée pour des perches air-eau en air humide à cette température. On sait pas si c'est la taille des gouttes, le temps de chute ou la température de l'eau qui bloque.
            Cibles :
            - à TH -2,5 °C, neige d'au plus 450 kg/m³ (cylindre au pied de la perche, après 1 h de ressuyage)
            - débit d'au moins 3 L/s par perche à cette température
            - au plus 2,0 kWh d'électricité (compresseurs + pompes) par m³ de neige
            - aucun givrage des buses sur une nuit de 10 h

            NOVEMBRE 2024
            ven. 8 - C1 (référence) piste 7, perche actuelle de 8 m, buses standard. TH -2,5 °C à 23 h, HR 88 %.
              slush : 610 kg/m³ pour C1 à 3,2 L/s. En baissant l'eau à 1,1 L/s on arrive à 450 kg/m³, mais à ce débit-là on enneige pas une piste en une saison.
            mar. 12 - C2 : même perche, nucléateur à haute pression (air à 9 bar au lieu de 7). Neige plus sèche, mais les compresseurs tirent en masse. Chiffres dans le CSV.
            dim. 17 - C3 : eau pré-refroidie à 0,8 °C (bassin brassé et refroidi par pulvérisation la nuit d'avant). Gain faible, la neige reste lourde.

            DÉCEMBRE 2024
            mer. 4 - C4 installée sur la piste 7 : perche allongée de 12 m (plus de temps de chute pour les gouttes) + nucléateur à deux étages (prémélange air-eau interne, puis cisaillement à la sortie). Première nuit : belle neige sèche, Steve dit que ça crisse sous les bottes.
            lun. 9 - C5 = C4 + eau pré-refroidie. Après 3 h, buses givrées : glace dans le nucléateur, arrêt à 2 h du matin. L'eau trop froide gèle dans le prémélange.
            mer. 11 - C4, 2e nuit, mêmes conditions : ça confirme.
            du 16 au 19 décembre - GlaciTech sur place, granulométrie des gouttelettes au laser sur C1, C2 et C4.

            JANVIER 2025
            mar. 14 - bilan avec Mélanie (son rapport est daté du 10 janv.)
              C4 retenue : 430 kg/m³ à TH -2,5 °C, 3,4 L/s, 1,8 kWh/m³, aucun givrage sur 10 h.
              Appris : c'est la taille des gouttelettes pis le temps de chute qui comptent. La température de l'eau change presque rien, et avec un nucléateur à deux étages elle le fait givrer. Monter la pression d'air marche, mais l'énergie coûte trop cher.
              Prochaine étape : convertir 12 perches de la piste 3 pour l'automne 2025.
            """)),
        ("nuits_essai_NE-24.csv", text("""
            date;variante;perche;T humide (°C);HR (%);débit d'eau (L/s);T° eau (°C);densité de la neige;énergie;givrage;remarque
            2024-11-08;C1;8 m, buses standard;-2,5;88;3,2;2,1;610 kg/m³;1,4 kWh/m³;non;slush
            2024-11-08;C1;8 m, buses standard;-2,5;88;1,1;2,1;450 kg/m³;2,6 kWh/m³;non;débit réduit
            2024-11-12;C2;8 m, nucléateur haute pression 9 bar;-2,6;90;3,1;2,0;470 kg/m³;3,1 kWh/m³;non;
            2024-11-17;C3;8 m, eau pré-refroidie à 0,8 °C;-2,4;86;3,2;0,8;560 kg/m³;1,5 kWh/m³;non;
            2024-12-04;C4;12 m, nucléateur à deux étages;-2,5;89;3,4;2,2;430 kg/m³;1,8 kWh/m³;non;
            2024-12-09;C5;12 m, deux étages + eau pré-refroidie;-2,7;87;3,4;0,9;440 kg/m³ avant l'arrêt;1,8 kWh/m³;oui, après 3 h;arrêt à 2 h
            2024-12-11;C4;12 m, nucléateur à deux étages;-2,4;91;3,4;2,3;425 kg/m³;1,7 kWh/m³;non;2e nuit
            """)),
        ("rapport_GlaciTech_GT-25-007.pdf", pdf([
            ("title", "Rapport GT-25-007"),
            ("p", "Granulométrie des gouttelettes et fraction glacée de trois perches à neige en air humide"),
            ("p", "Préparé pour la Station Mont-Éboulis par Mélanie Harvey, ing., GlaciTech inc., le 10 janvier "
                  "2025. Mesures sur le terrain, piste 7, du 16 au 19 décembre 2024, température humide de -2,3 "
                  "°C à -2,8 °C, humidité relative de 85 % à 92 %."),
            ("h1", "1. Méthode"),
            ("p", "Granulomètre à diffraction laser placé à 1,5 m de la sortie de chaque perche; diamètre médian "
                  "en volume (Dv50) et fraction des gouttelettes de moins de 200 µm. Temps de chute estimé à partir "
                  "de la hauteur de sortie et de la vitesse des gouttes mesurée par vélocimétrie. Fraction glacée "
                  "estimée par calorimétrie sur des échantillons prélevés au sol."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Perche", "Dv50", "Gouttelettes < 200 µm", "Temps de chute moyen", "Fraction glacée au sol"],
                ["C1 (8 m, buses standard)", "480 µm", "18 %", "2,1 s", "0,42"],
                ["C2 (8 m, haute pression)", "310 µm", "41 %", "2,3 s", "0,61"],
                ["C4 (12 m, deux étages)", "260 µm", "52 %", "3,4 s", "0,68"],
            ]),
            ("h1", "3. Conclusion"),
            ("p", "La perche C4 combine les gouttelettes les plus fines et le temps de chute le plus long; c'est la "
                  "seule des trois dont la fraction glacée au sol dépasse 0,65, seuil au-delà duquel la neige "
                  "produite reste sèche en air humide dans nos mesures antérieures."),
        ], header="GlaciTech inc. - Québec - Rapport GT-25-007", footer="Document préparé pour le client seulement")),
        ("grille_tarifaire_2024-2025.xlsx", xlsx([
            ("Billets de saison", [
                ["Catégorie", "Prévente jusqu'au 30 novembre", "Prix régulier"],
                ["Adulte (18-64 ans)", "589 $", "689 $"],
                ["Aîné (65 ans et plus)", "449 $", "529 $"],
                ["Étudiant (avec carte)", "399 $", "469 $"],
                ["Enfant (6-12 ans)", "249 $", "299 $"],
                ["Bambin (5 ans et moins)", "gratuit", "gratuit"],
            ]),
            ("Autres produits", [
                ["Produit", "Prix"],
                ["Carte 5 jours transférable", "249 $"],
                ["Location d'équipement, forfait saison enfant", "199 $"],
                ["Cours de groupe, 6 semaines", "165 $"],
                ["Stationnement VIP, saison", "120 $"],
            ]),
        ])),
    ],
)
