; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 7000, %2 ]
  %11 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8
  %12 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 48), align 16, !tbaa !9
  %13 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !tbaa !12
  %14 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !13
  %15 = fmul double %12, %14
  %16 = fadd double %15, 0.000000e+00
  %17 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16
  %18 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 104), align 8, !tbaa !9
  %19 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !tbaa !12
  %20 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !13
  %21 = fmul double %18, %20
  %22 = fadd double %16, %21
  %23 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8
  %24 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 160), align 16, !tbaa !9
  %25 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !tbaa !12
  %26 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !13
  %27 = fmul double %24, %26
  %28 = fadd double %22, %27
  %29 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16
  %30 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 216), align 8, !tbaa !9
  %31 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !tbaa !12
  %32 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !13
  %33 = fmul double %30, %32
  %34 = fadd double %28, %33
  %35 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8
  %36 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 272), align 16, !tbaa !9
  %37 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !tbaa !12
  %38 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !13
  %39 = fmul double %36, %38
  %40 = fadd double %34, %39
  %41 = insertelement <2 x double> %11, double %12, i64 1
  %42 = insertelement <2 x double> poison, double %12, i64 0
  %43 = insertelement <2 x double> %42, double %13, i64 1
  %44 = fmul <2 x double> %41, %43
  %45 = fadd <2 x double> %44, zeroinitializer
  %46 = insertelement <2 x double> %17, double %18, i64 1
  %47 = insertelement <2 x double> poison, double %18, i64 0
  %48 = insertelement <2 x double> %47, double %19, i64 1
  %49 = fmul <2 x double> %46, %48
  %50 = fadd <2 x double> %45, %49
  %51 = insertelement <2 x double> %23, double %24, i64 1
  %52 = insertelement <2 x double> poison, double %24, i64 0
  %53 = insertelement <2 x double> %52, double %25, i64 1
  %54 = fmul <2 x double> %51, %53
  %55 = fadd <2 x double> %50, %54
  %56 = insertelement <2 x double> %29, double %30, i64 1
  %57 = insertelement <2 x double> poison, double %30, i64 0
  %58 = insertelement <2 x double> %57, double %31, i64 1
  %59 = fmul <2 x double> %56, %58
  %60 = fadd <2 x double> %55, %59
  %61 = insertelement <2 x double> %35, double %36, i64 1
  %62 = insertelement <2 x double> poison, double %36, i64 0
  %63 = insertelement <2 x double> %62, double %37, i64 1
  %64 = fmul <2 x double> %61, %63
  %65 = fadd <2 x double> %60, %64
  %66 = fdiv <2 x double> %65, <double 0xC043BD3CC9BE45DE, double 0xC043BD3CC9BE45DE>
  store <2 x double> %66, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !14
  %67 = fdiv double %40, 0xC043BD3CC9BE45DE
  store double %67, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !tbaa !13
  br label %72

68:                                               ; preds = %102, %72
  %69 = phi double [ %91, %72 ], [ %126, %102 ]
  %70 = add nuw nsw i64 %74, 1
  %71 = icmp eq i64 %92, 5
  br i1 %71, label %129, label %72, !llvm.loop !15

72:                                               ; preds = %68, %9
  %73 = phi i64 [ 0, %9 ], [ %92, %68 ]
  %74 = phi i64 [ 1, %9 ], [ %70, %68 ]
  %75 = phi double [ 0.000000e+00, %9 ], [ %69, %68 ]
  %76 = getelementptr inbounds %struct.body, ptr @bodies, i64 %73
  %77 = getelementptr inbounds i8, ptr %76, i64 48
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul double %78, 5.000000e-01
  %80 = getelementptr inbounds i8, ptr %76, i64 24
  %81 = load double, ptr %80, align 8, !tbaa !17
  %82 = fmul double %81, %81
  %83 = getelementptr inbounds i8, ptr %76, i64 32
  %84 = load <2 x double>, ptr %83, align 8, !tbaa !14
  %85 = fmul <2 x double> %84, %84
  %86 = extractelement <2 x double> %85, i64 0
  %87 = fadd double %82, %86
  %88 = extractelement <2 x double> %85, i64 1
  %89 = fadd double %87, %88
  %90 = fmul double %79, %89
  %91 = fadd double %75, %90
  %92 = add nuw nsw i64 %73, 1
  %93 = icmp ult i64 %73, 4
  br i1 %93, label %94, label %68

94:                                               ; preds = %72
  %95 = load double, ptr %76, align 8, !tbaa !18
  %96 = getelementptr inbounds i8, ptr %76, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !19
  %98 = getelementptr inbounds i8, ptr %76, i64 16
  %99 = load double, ptr %98, align 8, !tbaa !20
  %100 = insertelement <2 x double> poison, double %95, i64 0
  %101 = insertelement <2 x double> %100, double %99, i64 1
  br label %102

102:                                              ; preds = %102, %94
  %103 = phi i64 [ %74, %94 ], [ %127, %102 ]
  %104 = phi double [ %91, %94 ], [ %126, %102 ]
  %105 = getelementptr inbounds %struct.body, ptr @bodies, i64 %103
  %106 = load double, ptr %105, align 8, !tbaa !18
  %107 = getelementptr inbounds i8, ptr %105, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !19
  %109 = fsub double %97, %108
  %110 = getelementptr inbounds i8, ptr %105, i64 16
  %111 = load double, ptr %110, align 8, !tbaa !20
  %112 = getelementptr inbounds i8, ptr %105, i64 48
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fmul double %78, %113
  %115 = fmul double %109, %109
  %116 = insertelement <2 x double> poison, double %106, i64 0
  %117 = insertelement <2 x double> %116, double %111, i64 1
  %118 = fsub <2 x double> %101, %117
  %119 = fmul <2 x double> %118, %118
  %120 = extractelement <2 x double> %119, i64 0
  %121 = fadd double %120, %115
  %122 = extractelement <2 x double> %119, i64 1
  %123 = fadd double %121, %122
  %124 = tail call double @llvm.sqrt.f64(double %123)
  %125 = fdiv double %114, %124
  %126 = fsub double %104, %125
  %127 = add nuw nsw i64 %103, 1
  %128 = icmp eq i64 %127, 5
  br i1 %128, label %68, label %102, !llvm.loop !21

129:                                              ; preds = %68
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %69)
  %131 = icmp sgt i32 %10, 0
  br i1 %131, label %133, label %132

132:                                              ; preds = %282, %129
  br label %161

133:                                              ; preds = %129
  %134 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !20
  %135 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !14
  %136 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !20
  %137 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !14
  %138 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !20
  %139 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !14
  %140 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !20
  %141 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !14
  %142 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16
  %143 = shufflevector <2 x double> %142, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %144 = load <2 x double>, ptr @bodies, align 16, !tbaa !14
  %145 = insertelement <4 x double> %143, double %140, i64 1
  %146 = insertelement <4 x double> %145, double %138, i64 2
  %147 = insertelement <4 x double> %146, double %136, i64 3
  br label %148

148:                                              ; preds = %133, %282
  %149 = phi i32 [ %315, %282 ], [ 0, %133 ]
  %150 = phi double [ %314, %282 ], [ %134, %133 ]
  %151 = phi <2 x double> [ %285, %282 ], [ %144, %133 ]
  %152 = phi <2 x double> [ %290, %282 ], [ %141, %133 ]
  %153 = phi <2 x double> [ %294, %282 ], [ %139, %133 ]
  %154 = phi <2 x double> [ %298, %282 ], [ %137, %133 ]
  %155 = phi <2 x double> [ %311, %282 ], [ %135, %133 ]
  %156 = phi <4 x double> [ %304, %282 ], [ %147, %133 ]
  br label %223

157:                                              ; preds = %191, %161
  %158 = phi double [ %180, %161 ], [ %215, %191 ]
  %159 = add nuw nsw i64 %163, 1
  %160 = icmp eq i64 %181, 5
  br i1 %160, label %218, label %161, !llvm.loop !15

161:                                              ; preds = %132, %157
  %162 = phi i64 [ %181, %157 ], [ 0, %132 ]
  %163 = phi i64 [ %159, %157 ], [ 1, %132 ]
  %164 = phi double [ %158, %157 ], [ 0.000000e+00, %132 ]
  %165 = getelementptr inbounds %struct.body, ptr @bodies, i64 %162
  %166 = getelementptr inbounds i8, ptr %165, i64 48
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = fmul double %167, 5.000000e-01
  %169 = getelementptr inbounds i8, ptr %165, i64 24
  %170 = load double, ptr %169, align 8, !tbaa !17
  %171 = fmul double %170, %170
  %172 = getelementptr inbounds i8, ptr %165, i64 32
  %173 = load <2 x double>, ptr %172, align 8, !tbaa !14
  %174 = fmul <2 x double> %173, %173
  %175 = extractelement <2 x double> %174, i64 0
  %176 = fadd double %171, %175
  %177 = extractelement <2 x double> %174, i64 1
  %178 = fadd double %176, %177
  %179 = fmul double %168, %178
  %180 = fadd double %164, %179
  %181 = add nuw nsw i64 %162, 1
  %182 = icmp ult i64 %162, 4
  br i1 %182, label %183, label %157

183:                                              ; preds = %161
  %184 = load double, ptr %165, align 8, !tbaa !18
  %185 = getelementptr inbounds i8, ptr %165, i64 8
  %186 = load double, ptr %185, align 8, !tbaa !19
  %187 = getelementptr inbounds i8, ptr %165, i64 16
  %188 = load double, ptr %187, align 8, !tbaa !20
  %189 = insertelement <2 x double> poison, double %184, i64 0
  %190 = insertelement <2 x double> %189, double %188, i64 1
  br label %191

191:                                              ; preds = %191, %183
  %192 = phi i64 [ %163, %183 ], [ %216, %191 ]
  %193 = phi double [ %180, %183 ], [ %215, %191 ]
  %194 = getelementptr inbounds %struct.body, ptr @bodies, i64 %192
  %195 = load double, ptr %194, align 8, !tbaa !18
  %196 = getelementptr inbounds i8, ptr %194, i64 8
  %197 = load double, ptr %196, align 8, !tbaa !19
  %198 = fsub double %186, %197
  %199 = getelementptr inbounds i8, ptr %194, i64 16
  %200 = load double, ptr %199, align 8, !tbaa !20
  %201 = getelementptr inbounds i8, ptr %194, i64 48
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = fmul double %167, %202
  %204 = fmul double %198, %198
  %205 = insertelement <2 x double> poison, double %195, i64 0
  %206 = insertelement <2 x double> %205, double %200, i64 1
  %207 = fsub <2 x double> %190, %206
  %208 = fmul <2 x double> %207, %207
  %209 = extractelement <2 x double> %208, i64 0
  %210 = fadd double %209, %204
  %211 = extractelement <2 x double> %208, i64 1
  %212 = fadd double %210, %211
  %213 = tail call double @llvm.sqrt.f64(double %212)
  %214 = fdiv double %203, %213
  %215 = fsub double %193, %214
  %216 = add nuw nsw i64 %192, 1
  %217 = icmp eq i64 %216, 5
  br i1 %217, label %157, label %191, !llvm.loop !21

218:                                              ; preds = %157
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %158)
  ret i32 0

220:                                              ; preds = %239, %223
  %221 = add nuw nsw i64 %225, 1
  %222 = icmp eq i64 %226, 5
  br i1 %222, label %282, label %223, !llvm.loop !22

223:                                              ; preds = %148, %220
  %224 = phi i64 [ %226, %220 ], [ 0, %148 ]
  %225 = phi i64 [ %221, %220 ], [ 1, %148 ]
  %226 = add nuw nsw i64 %224, 1
  %227 = icmp ult i64 %224, 4
  br i1 %227, label %228, label %220

228:                                              ; preds = %223
  %229 = getelementptr inbounds %struct.body, ptr @bodies, i64 %224
  %230 = load <2 x double>, ptr %229, align 8, !tbaa !14
  %231 = getelementptr inbounds i8, ptr %229, i64 16
  %232 = load double, ptr %231, align 8, !tbaa !20
  %233 = getelementptr inbounds i8, ptr %229, i64 24
  %234 = getelementptr inbounds i8, ptr %229, i64 40
  %235 = getelementptr inbounds i8, ptr %229, i64 48
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = insertelement <2 x double> poison, double %236, i64 0
  %238 = shufflevector <2 x double> %237, <2 x double> poison, <2 x i32> zeroinitializer
  br label %239

239:                                              ; preds = %239, %228
  %240 = phi i64 [ %225, %228 ], [ %280, %239 ]
  %241 = getelementptr inbounds %struct.body, ptr @bodies, i64 %240
  %242 = getelementptr inbounds i8, ptr %241, i64 16
  %243 = load double, ptr %242, align 8, !tbaa !20
  %244 = fsub double %232, %243
  %245 = fmul double %244, %244
  %246 = getelementptr inbounds i8, ptr %241, i64 48
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = fmul double %244, %247
  %249 = load double, ptr %234, align 8, !tbaa !13
  %250 = getelementptr inbounds i8, ptr %241, i64 24
  %251 = load <2 x double>, ptr %241, align 8, !tbaa !14
  %252 = fsub <2 x double> %230, %251
  %253 = fmul <2 x double> %252, %252
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %255 = fadd <2 x double> %253, %254
  %256 = extractelement <2 x double> %255, i64 0
  %257 = fadd double %256, %245
  %258 = tail call double @llvm.sqrt.f64(double %257)
  %259 = fmul double %257, %258
  %260 = fdiv double 1.000000e-02, %259
  %261 = load <2 x double>, ptr %233, align 8, !tbaa !14
  %262 = insertelement <2 x double> poison, double %247, i64 0
  %263 = shufflevector <2 x double> %262, <2 x double> poison, <2 x i32> zeroinitializer
  %264 = fmul <2 x double> %252, %263
  %265 = insertelement <2 x double> poison, double %260, i64 0
  %266 = shufflevector <2 x double> %265, <2 x double> poison, <2 x i32> zeroinitializer
  %267 = fmul <2 x double> %264, %266
  %268 = fsub <2 x double> %261, %267
  store <2 x double> %268, ptr %233, align 8, !tbaa !14
  %269 = fmul double %248, %260
  %270 = fsub double %249, %269
  store double %270, ptr %234, align 8, !tbaa !13
  %271 = fmul <2 x double> %238, %252
  %272 = fmul <2 x double> %271, %266
  %273 = load <2 x double>, ptr %250, align 8, !tbaa !14
  %274 = fadd <2 x double> %272, %273
  store <2 x double> %274, ptr %250, align 8, !tbaa !14
  %275 = fmul double %236, %244
  %276 = fmul double %275, %260
  %277 = getelementptr inbounds i8, ptr %241, i64 40
  %278 = load double, ptr %277, align 8, !tbaa !13
  %279 = fadd double %276, %278
  store double %279, ptr %277, align 8, !tbaa !13
  %280 = add nuw nsw i64 %240, 1
  %281 = icmp eq i64 %280, 5
  br i1 %281, label %220, label %239, !llvm.loop !23

282:                                              ; preds = %220
  %283 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !tbaa !14
  %284 = fmul <2 x double> %283, <double 1.000000e-02, double 1.000000e-02>
  %285 = fadd <2 x double> %151, %284
  store <2 x double> %285, ptr @bodies, align 16, !tbaa !14
  %286 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8
  %287 = shufflevector <2 x double> %286, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %288 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !tbaa !14
  %289 = fmul <2 x double> %288, <double 1.000000e-02, double 1.000000e-02>
  %290 = fadd <2 x double> %152, %289
  store <2 x double> %290, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !14
  %291 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !tbaa !13
  %292 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !tbaa !14
  %293 = fmul <2 x double> %292, <double 1.000000e-02, double 1.000000e-02>
  %294 = fadd <2 x double> %153, %293
  store <2 x double> %294, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !14
  %295 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !tbaa !13
  %296 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !tbaa !14
  %297 = fmul <2 x double> %296, <double 1.000000e-02, double 1.000000e-02>
  %298 = fadd <2 x double> %154, %297
  store <2 x double> %298, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !14
  %299 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !tbaa !13
  %300 = insertelement <4 x double> %287, double %291, i64 1
  %301 = insertelement <4 x double> %300, double %295, i64 2
  %302 = insertelement <4 x double> %301, double %299, i64 3
  %303 = fmul <4 x double> %302, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %304 = fadd <4 x double> %156, %303
  %305 = extractelement <4 x double> %304, i64 0
  store double %305, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !tbaa !20
  %306 = extractelement <4 x double> %304, i64 1
  store double %306, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !20
  %307 = extractelement <4 x double> %304, i64 2
  store double %307, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !20
  %308 = extractelement <4 x double> %304, i64 3
  store double %308, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !20
  %309 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !tbaa !14
  %310 = fmul <2 x double> %309, <double 1.000000e-02, double 1.000000e-02>
  %311 = fadd <2 x double> %155, %310
  store <2 x double> %311, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !14
  %312 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !tbaa !13
  %313 = fmul double %312, 1.000000e-02
  %314 = fadd double %150, %313
  store double %314, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !20
  %315 = add nuw nsw i32 %149, 1
  %316 = icmp eq i32 %315, %10
  br i1 %316, label %132, label %148, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 48}
!10 = !{!"body", !11, i64 0, !11, i64 8, !11, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !11, i64 48}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 32}
!13 = !{!10, !11, i64 40}
!14 = !{!11, !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!10, !11, i64 24}
!18 = !{!10, !11, i64 0}
!19 = !{!10, !11, i64 8}
!20 = !{!10, !11, i64 16}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16}
