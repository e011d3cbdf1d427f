; ModuleID = 'loop_idioms.c'
source_filename = "loop_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"sum_to(%ld)=%ld sum_squares=%lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"unswitch: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"find_first_gt: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [62 x i8] c"after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"copied len=%d tail=%s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"gcd_tail=%ld acc_tail=%ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [41 x i8] c"popcounts=%u leading=%d clz(0)-style=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [20 x i8] c"invariant loop=%ld\0A\00", align 1, !dbg !37
@main.grid = internal unnamed_addr global [50 x [40 x i32]] zeroinitializer, align 16, !dbg !42
@.str.8 = private unnamed_addr constant [10 x i8] c"diag=%ld\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [300 x i32], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !62, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  %2 = alloca [100 x i8], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !71, !DIExpression(), !109, ptr %2, !DIExpression(), !108)
  %3 = alloca [100 x i8], align 16, !DIAssignID !110
    #dbg_assign(i1 undef, !75, !DIExpression(), !110, ptr %3, !DIExpression(), !108)
    #dbg_value(i64 0, !59, !DIExpression(), !111)
  br label %5, !dbg !112

4:                                                ; preds = %41
  call void @llvm.lifetime.start.p0(i64 1200, ptr nonnull %1) #6, !dbg !113
    #dbg_value(i32 0, !66, !DIExpression(), !114)
  br label %106, !dbg !115

5:                                                ; preds = %0, %41
  %6 = phi i64 [ 0, %0 ], [ %45, %41 ]
    #dbg_value(i64 %6, !59, !DIExpression(), !111)
    #dbg_value(i64 %6, !116, !DIExpression(), !124)
    #dbg_value(i64 0, !121, !DIExpression(), !124)
    #dbg_value(i64 1, !122, !DIExpression(), !127)
  %7 = icmp slt i64 %6, 1, !dbg !128
  br i1 %7, label %19, label %8, !dbg !130

8:                                                ; preds = %5
  %9 = shl nuw i64 %6, 1, !dbg !130
  %10 = add nsw i64 %6, -1, !dbg !130
  %11 = zext i64 %10 to i65, !dbg !130
  %12 = add nsw i64 %6, -2, !dbg !130
  %13 = zext i64 %12 to i65, !dbg !130
  %14 = mul i65 %11, %13, !dbg !130
  %15 = lshr i65 %14, 1, !dbg !130
  %16 = trunc nuw i65 %15 to i64, !dbg !130
    #dbg_value(i64 undef, !122, !DIExpression(), !127)
    #dbg_value(i64 poison, !121, !DIExpression(), !124)
  %17 = add i64 %9, -1, !dbg !130
  %18 = add i64 %17, %16, !dbg !130
  br label %19, !dbg !131

19:                                               ; preds = %5, %8
  %20 = phi i64 [ 0, %5 ], [ %18, %8 ], !dbg !124
  %21 = trunc i64 %6 to i32, !dbg !132
    #dbg_value(i32 %21, !133, !DIExpression(), !141)
    #dbg_value(i64 0, !138, !DIExpression(), !141)
    #dbg_value(i32 0, !139, !DIExpression(), !143)
  %22 = icmp eq i32 %21, 0, !dbg !144
  br i1 %22, label %41, label %23, !dbg !146

23:                                               ; preds = %19
  %24 = add i32 %21, -1, !dbg !146
  %25 = zext i32 %24 to i64, !dbg !146
  %26 = zext i32 %24 to i65, !dbg !146
  %27 = add i32 %21, -2, !dbg !146
  %28 = zext i32 %27 to i65, !dbg !146
  %29 = mul nuw nsw i65 %26, %28, !dbg !146
  %30 = lshr i65 %29, 1, !dbg !146
  %31 = trunc nuw nsw i65 %30 to i64, !dbg !146
  %32 = mul i64 %31, 3, !dbg !146
  %33 = add i32 %21, -3, !dbg !146
  %34 = zext i32 %33 to i65, !dbg !146
  %35 = mul i65 %29, %34, !dbg !146
  %36 = lshr i65 %35, 1, !dbg !146
  %37 = trunc nuw i65 %36 to i64, !dbg !146
    #dbg_value(i64 undef, !139, !DIExpression(), !143)
    #dbg_value(i64 poison, !138, !DIExpression(), !141)
  %38 = mul i64 %37, 6148914691236517206, !dbg !146
  %39 = add i64 %32, %25, !dbg !146
  %40 = add i64 %39, %38, !dbg !146
  br label %41, !dbg !147

41:                                               ; preds = %19, %23
  %42 = phi i64 [ 0, %19 ], [ %40, %23 ], !dbg !141
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i64 noundef %20, i64 noundef %42), !dbg !148
  %44 = mul nsw i64 %6, 10, !dbg !149
  %45 = or disjoint i64 %44, 1, !dbg !150
    #dbg_value(i64 %45, !59, !DIExpression(), !111)
  %46 = icmp slt i64 %45, 100001, !dbg !151
  br i1 %46, label %5, label %4, !dbg !112, !llvm.loop !152

47:                                               ; preds = %106, %47
  %48 = phi i64 [ %55, %47 ], [ 0, %106 ]
  %49 = phi i64 [ %54, %47 ], [ 0, %106 ]
    #dbg_value(i64 %48, !156, !DIExpression(), !168)
    #dbg_value(i64 %49, !167, !DIExpression(), !170)
  %50 = getelementptr inbounds i32, ptr %1, i64 %48, !dbg !171
  %51 = load i32, ptr %50, align 4, !dbg !171, !tbaa !175
  %52 = shl nsw i32 %51, 1, !dbg !179
  %53 = sext i32 %52 to i64, !dbg !171
  %54 = add nsw i64 %49, %53, !dbg !180
    #dbg_value(i64 %54, !167, !DIExpression(), !170)
    #dbg_value(i64 %54, !167, !DIExpression(), !170)
  %55 = add nuw nsw i64 %48, 1, !dbg !181
    #dbg_value(i64 %55, !156, !DIExpression(), !168)
  %56 = icmp eq i64 %55, 300, !dbg !182
  br i1 %56, label %57, label %47, !dbg !183, !llvm.loop !184

57:                                               ; preds = %47, %57
  %58 = phi i64 [ %64, %57 ], [ 0, %47 ]
  %59 = phi i64 [ %63, %57 ], [ 0, %47 ]
    #dbg_value(i64 %58, !156, !DIExpression(), !186)
    #dbg_value(i64 %59, !167, !DIExpression(), !188)
  %60 = getelementptr inbounds i32, ptr %1, i64 %58, !dbg !189
  %61 = load i32, ptr %60, align 4, !dbg !189, !tbaa !175
  %62 = sext i32 %61 to i64, !dbg !189
  %63 = sub nsw i64 %59, %62, !dbg !190
    #dbg_value(i64 %63, !167, !DIExpression(), !188)
    #dbg_value(i64 %63, !167, !DIExpression(), !188)
  %64 = add nuw nsw i64 %58, 1, !dbg !191
    #dbg_value(i64 %64, !156, !DIExpression(), !186)
  %65 = icmp eq i64 %64, 300, !dbg !192
  br i1 %65, label %66, label %57, !dbg !193, !llvm.loop !194

66:                                               ; preds = %57
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %54, i64 noundef %63), !dbg !196
    #dbg_value(ptr %1, !197, !DIExpression(), !206)
    #dbg_value(i32 300, !202, !DIExpression(), !206)
    #dbg_value(i32 5, !203, !DIExpression(), !206)
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  br label %68, !dbg !209

68:                                               ; preds = %73, %66
  %69 = phi i64 [ 0, %66 ], [ %74, %73 ]
    #dbg_value(i64 %69, !204, !DIExpression(), !208)
  %70 = getelementptr inbounds i32, ptr %1, i64 %69, !dbg !210
  %71 = load i32, ptr %70, align 4, !dbg !210, !tbaa !175
  %72 = icmp sgt i32 %71, 5, !dbg !213
  br i1 %72, label %76, label %73, !dbg !214

73:                                               ; preds = %68
  %74 = add nuw nsw i64 %69, 1, !dbg !215
    #dbg_value(i64 %74, !204, !DIExpression(), !208)
  %75 = icmp eq i64 %74, 300, !dbg !216
  br i1 %75, label %78, label %68, !dbg !209, !llvm.loop !217

76:                                               ; preds = %68
  %77 = trunc nuw nsw i64 %69 to i32
  br label %78, !dbg !219

78:                                               ; preds = %73, %76
  %79 = phi i32 [ %77, %76 ], [ -1, %73 ]
    #dbg_value(ptr %1, !197, !DIExpression(), !221)
    #dbg_value(i32 300, !202, !DIExpression(), !221)
    #dbg_value(i32 11, !203, !DIExpression(), !221)
    #dbg_value(i32 0, !204, !DIExpression(), !222)
  br label %80, !dbg !219

80:                                               ; preds = %85, %78
  %81 = phi i64 [ 0, %78 ], [ %86, %85 ]
    #dbg_value(i64 %81, !204, !DIExpression(), !222)
  %82 = getelementptr inbounds i32, ptr %1, i64 %81, !dbg !223
  %83 = load i32, ptr %82, align 4, !dbg !223, !tbaa !175
  %84 = icmp sgt i32 %83, 11, !dbg !224
  br i1 %84, label %88, label %85, !dbg !225

85:                                               ; preds = %80
  %86 = add nuw nsw i64 %81, 1, !dbg !226
    #dbg_value(i64 %86, !204, !DIExpression(), !222)
  %87 = icmp eq i64 %86, 300, !dbg !227
  br i1 %87, label %90, label %80, !dbg !219, !llvm.loop !228

88:                                               ; preds = %80
  %89 = trunc nuw nsw i64 %81 to i32
  br label %90, !dbg !230

90:                                               ; preds = %85, %88
  %91 = phi i32 [ %89, %88 ], [ -1, %85 ]
    #dbg_value(ptr %1, !197, !DIExpression(), !232)
    #dbg_value(i32 300, !202, !DIExpression(), !232)
    #dbg_value(i32 -20, !203, !DIExpression(), !232)
    #dbg_value(i32 0, !204, !DIExpression(), !233)
  br label %92, !dbg !230

92:                                               ; preds = %97, %90
  %93 = phi i64 [ 0, %90 ], [ %98, %97 ]
    #dbg_value(i64 %93, !204, !DIExpression(), !233)
  %94 = getelementptr inbounds i32, ptr %1, i64 %93, !dbg !234
  %95 = load i32, ptr %94, align 4, !dbg !234, !tbaa !175
  %96 = icmp sgt i32 %95, -20, !dbg !235
  br i1 %96, label %100, label %97, !dbg !236

97:                                               ; preds = %92
  %98 = add nuw nsw i64 %93, 1, !dbg !237
    #dbg_value(i64 %98, !204, !DIExpression(), !233)
  %99 = icmp eq i64 %98, 300, !dbg !238
  br i1 %99, label %102, label %92, !dbg !230, !llvm.loop !239

100:                                              ; preds = %92
  %101 = trunc nuw nsw i64 %93 to i32
  br label %102, !dbg !241

102:                                              ; preds = %97, %100
  %103 = phi i32 [ %101, %100 ], [ -1, %97 ]
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %79, i32 noundef %91, i32 noundef %103), !dbg !241
  %105 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !242
    #dbg_value(ptr %105, !243, !DIExpression(), !252)
    #dbg_value(i32 100, !249, !DIExpression(), !252)
    #dbg_value(i32 0, !250, !DIExpression(), !254)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(400) %105, i8 0, i64 400, i1 false), !dbg !255, !tbaa !175, !DIAssignID !257
    #dbg_assign(i8 0, !62, !DIExpression(DW_OP_LLVM_fragment, 320, 3200), !257, ptr %105, !DIExpression(), !108)
    #dbg_value(i64 poison, !250, !DIExpression(), !254)
    #dbg_value(i64 0, !68, !DIExpression(), !108)
    #dbg_value(i32 0, !69, !DIExpression(), !258)
  br label %124, !dbg !259

106:                                              ; preds = %4, %106
  %107 = phi i64 [ 0, %4 ], [ %113, %106 ]
    #dbg_value(i64 %107, !66, !DIExpression(), !114)
  %108 = trunc i64 %107 to i32, !dbg !260
  %109 = mul i32 %108, 7, !dbg !260
  %110 = urem i32 %109, 23, !dbg !260
  %111 = add nsw i32 %110, -11, !dbg !262
  %112 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %107, !dbg !263
  store i32 %111, ptr %112, align 4, !dbg !264, !tbaa !175
  %113 = add nuw nsw i64 %107, 1, !dbg !265
    #dbg_value(i64 %113, !66, !DIExpression(), !114)
  %114 = icmp eq i64 %113, 300, !dbg !266
  br i1 %114, label %47, label %106, !dbg !115, !llvm.loop !267

115:                                              ; preds = %124
  %116 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !269
  %117 = load i32, ptr %116, align 4, !dbg !269, !tbaa !175
  %118 = load i32, ptr %105, align 8, !dbg !270, !tbaa !175
  %119 = getelementptr inbounds i8, ptr %1, i64 436, !dbg !271
  %120 = load i32, ptr %119, align 4, !dbg !271, !tbaa !175
  %121 = getelementptr inbounds i8, ptr %1, i64 440, !dbg !272
  %122 = load i32, ptr %121, align 8, !dbg !272, !tbaa !175
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %130, i32 noundef %117, i32 noundef %118, i32 noundef %120, i32 noundef %122), !dbg !273
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #6, !dbg !274
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #6, !dbg !274
    #dbg_value(i32 0, !76, !DIExpression(), !275)
  br label %149, !dbg !276

124:                                              ; preds = %102, %124
  %125 = phi i64 [ 0, %102 ], [ %131, %124 ]
  %126 = phi i64 [ 0, %102 ], [ %130, %124 ]
    #dbg_value(i64 %125, !69, !DIExpression(), !258)
    #dbg_value(i64 %126, !68, !DIExpression(), !108)
  %127 = getelementptr inbounds [300 x i32], ptr %1, i64 0, i64 %125, !dbg !277
  %128 = load i32, ptr %127, align 4, !dbg !277, !tbaa !175
  %129 = sext i32 %128 to i64, !dbg !277
  %130 = add nsw i64 %126, %129, !dbg !279
    #dbg_value(i64 %130, !68, !DIExpression(), !108)
  %131 = add nuw nsw i64 %125, 1, !dbg !280
    #dbg_value(i64 %131, !69, !DIExpression(), !258)
  %132 = icmp eq i64 %131, 300, !dbg !281
  br i1 %132, label %115, label %124, !dbg !259, !llvm.loop !282

133:                                              ; preds = %149
  %134 = getelementptr inbounds i8, ptr %2, i64 99, !dbg !284
  store i8 0, ptr %134, align 1, !dbg !285, !tbaa !286, !DIAssignID !287
    #dbg_assign(i8 0, !71, !DIExpression(DW_OP_LLVM_fragment, 792, 8), !287, ptr %134, !DIExpression(), !108)
    #dbg_assign(i8 0, !75, !DIExpression(), !288, ptr %3, !DIExpression(), !108)
    #dbg_value(ptr %3, !289, !DIExpression(), !303)
    #dbg_value(ptr %2, !299, !DIExpression(), !303)
    #dbg_value(i32 60, !300, !DIExpression(), !303)
    #dbg_value(i32 0, !301, !DIExpression(), !305)
  %135 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !306
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %135, i8 0, i64 40, i1 false), !dbg !306
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(60) %3, ptr noundef nonnull readonly align 16 dereferenceable(60) %2, i64 60, i1 false), !dbg !307, !tbaa !286, !alias.scope !309, !DIAssignID !313
    #dbg_assign(i1 undef, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 480), !313, ptr %3, !DIExpression(), !108)
    #dbg_value(i64 poison, !301, !DIExpression(), !305)
    #dbg_value(ptr %3, !314, !DIExpression(), !320)
    #dbg_value(i32 0, !319, !DIExpression(), !320)
  br label %136, !dbg !322

136:                                              ; preds = %136, %133
  %137 = phi i64 [ %141, %136 ], [ 0, %133 ], !dbg !320
    #dbg_value(i64 %137, !319, !DIExpression(), !320)
  %138 = getelementptr inbounds i8, ptr %3, i64 %137, !dbg !323
  %139 = load i8, ptr %138, align 1, !dbg !323, !tbaa !286
  %140 = icmp eq i8 %139, 0, !dbg !322
  %141 = add nuw nsw i64 %137, 1, !dbg !324
    #dbg_value(i64 %141, !319, !DIExpression(), !320)
  br i1 %140, label %142, label %136, !dbg !322, !llvm.loop !325

142:                                              ; preds = %136
  %143 = trunc nuw nsw i64 %137 to i32, !dbg !326
  %144 = getelementptr inbounds i8, ptr %3, i64 50, !dbg !327
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %143, ptr noundef nonnull %144), !dbg !328
  %146 = call fastcc i64 @gcd_tail(i64 noundef 1134903170, i64 noundef 701408733), !dbg !329
  %147 = call fastcc i64 @acc_tail(i32 noundef 5000, i64 noundef 1), !dbg !330
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %146, i64 noundef %147), !dbg !331
    #dbg_value(i32 0, !78, !DIExpression(), !108)
    #dbg_value(i32 0, !79, !DIExpression(), !108)
    #dbg_value(i32 1, !80, !DIExpression(), !332)
  br label %158, !dbg !333

149:                                              ; preds = %115, %149
  %150 = phi i64 [ 0, %115 ], [ %156, %149 ]
    #dbg_value(i64 %150, !76, !DIExpression(), !275)
  %151 = trunc nuw nsw i64 %150 to i32, !dbg !334
  %152 = urem i32 %151, 26, !dbg !334
  %153 = trunc nuw nsw i32 %152 to i8, !dbg !336
  %154 = add nuw nsw i8 %153, 65, !dbg !336
  %155 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %150, !dbg !337
  store i8 %154, ptr %155, align 1, !dbg !338, !tbaa !286
  %156 = add nuw nsw i64 %150, 1, !dbg !339
    #dbg_value(i64 %156, !76, !DIExpression(), !275)
  %157 = icmp eq i64 %156, 99, !dbg !340
  br i1 %157, label %133, label %149, !dbg !276, !llvm.loop !341

158:                                              ; preds = %142, %179
  %159 = phi i32 [ 1, %142 ], [ %183, %179 ]
  %160 = phi i32 [ 0, %142 ], [ %181, %179 ]
  %161 = phi i32 [ 0, %142 ], [ %180, %179 ]
    #dbg_value(i32 %159, !80, !DIExpression(), !332)
    #dbg_value(i32 %160, !79, !DIExpression(), !108)
    #dbg_value(i32 %161, !78, !DIExpression(), !108)
  br label %164, !dbg !343

162:                                              ; preds = %179
    #dbg_value(i32 poison, !353, !DIExpression(), !359)
    #dbg_value(i32 poison, !358, !DIExpression(), !359)
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %180, i32 noundef %181, i32 noundef 32), !dbg !361
    #dbg_value(i32 17, !82, !DIExpression(), !108)
    #dbg_value(i32 3, !83, !DIExpression(), !108)
    #dbg_value(i64 0, !84, !DIExpression(), !108)
    #dbg_value(i32 0, !85, !DIExpression(), !362)
  br label %187, !dbg !363

164:                                              ; preds = %158, %164
  %165 = phi i32 [ %168, %164 ], [ 0, %158 ]
  %166 = phi i32 [ %169, %164 ], [ %159, %158 ]
    #dbg_value(i32 %165, !349, !DIExpression(), !364)
    #dbg_value(i32 %166, !348, !DIExpression(), !364)
  %167 = and i32 %166, 1, !dbg !365
  %168 = add i32 %167, %165, !dbg !367
    #dbg_value(i32 %168, !349, !DIExpression(), !364)
  %169 = lshr i32 %166, 1, !dbg !368
    #dbg_value(i32 %169, !348, !DIExpression(), !364)
  %170 = icmp ult i32 %166, 2, !dbg !343
  br i1 %170, label %171, label %164, !dbg !343, !llvm.loop !369

171:                                              ; preds = %164, %171
  %172 = phi i32 [ %175, %171 ], [ 0, %164 ]
  %173 = phi i32 [ %174, %171 ], [ %159, %164 ]
    #dbg_value(i32 %172, !353, !DIExpression(), !371)
    #dbg_value(i32 %173, !358, !DIExpression(), !371)
  %174 = shl nuw i32 %173, 1, !dbg !373
    #dbg_value(i32 %174, !358, !DIExpression(), !371)
  %175 = add nuw nsw i32 %172, 1, !dbg !375
    #dbg_value(i32 %175, !353, !DIExpression(), !371)
  %176 = icmp ult i32 %172, 31, !dbg !376
  %177 = icmp sgt i32 %174, -1, !dbg !377
  %178 = select i1 %176, i1 %177, i1 false, !dbg !377
  br i1 %178, label %171, label %179, !dbg !378, !llvm.loop !379

179:                                              ; preds = %171
  %180 = add i32 %168, %161, !dbg !381
  %181 = add nuw nsw i32 %175, %160, !dbg !382
    #dbg_value(i32 %181, !79, !DIExpression(), !108)
  %182 = mul nuw nsw i32 %159, 3, !dbg !383
  %183 = add nuw nsw i32 %182, 1, !dbg !384
    #dbg_value(i32 %183, !80, !DIExpression(), !332)
    #dbg_value(i32 %180, !78, !DIExpression(), !108)
  %184 = icmp ult i32 %159, 666667, !dbg !385
  br i1 %184, label %158, label %162, !dbg !333, !llvm.loop !386

185:                                              ; preds = %187
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %193), !dbg !388
    #dbg_value(i32 0, !87, !DIExpression(), !389)
  br label %196, !dbg !390

187:                                              ; preds = %162, %187
  %188 = phi i32 [ 0, %162 ], [ %194, %187 ]
  %189 = phi i64 [ 0, %162 ], [ %193, %187 ]
    #dbg_value(i32 %188, !85, !DIExpression(), !362)
    #dbg_value(i64 %189, !84, !DIExpression(), !108)
  %190 = add nuw nsw i32 %188, 51, !dbg !391
  %191 = urem i32 %190, 7, !dbg !393
  %192 = zext nneg i32 %191 to i64, !dbg !394
  %193 = add nuw nsw i64 %189, %192, !dbg !395
    #dbg_value(i64 %193, !84, !DIExpression(), !108)
  %194 = add nuw nsw i32 %188, 1, !dbg !396
    #dbg_value(i32 %194, !85, !DIExpression(), !362)
  %195 = icmp eq i32 %194, 1000, !dbg !397
  br i1 %195, label %185, label %187, !dbg !363, !llvm.loop !398

196:                                              ; preds = %185, %199
  %197 = phi i64 [ 0, %185 ], [ %200, %199 ]
    #dbg_value(i64 %197, !87, !DIExpression(), !389)
  %198 = mul nuw nsw i64 %197, 40
    #dbg_value(i32 0, !89, !DIExpression(), !400)
  br label %202, !dbg !401

199:                                              ; preds = %202
  %200 = add nuw nsw i64 %197, 1, !dbg !402
    #dbg_value(i64 %200, !87, !DIExpression(), !389)
  %201 = icmp eq i64 %200, 50, !dbg !403
  br i1 %201, label %211, label %196, !dbg !390, !llvm.loop !404

202:                                              ; preds = %196, %202
  %203 = phi i64 [ 0, %196 ], [ %207, %202 ]
    #dbg_value(i64 %203, !89, !DIExpression(), !400)
  %204 = add nuw nsw i64 %203, %198, !dbg !406
  %205 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %197, i64 %203, !dbg !408
  %206 = trunc nuw nsw i64 %204 to i32, !dbg !409
  store i32 %206, ptr %205, align 4, !dbg !409, !tbaa !175
  %207 = add nuw nsw i64 %203, 1, !dbg !410
    #dbg_value(i64 %207, !89, !DIExpression(), !400)
  %208 = icmp eq i64 %207, 40, !dbg !411
  br i1 %208, label %199, label %202, !dbg !401, !llvm.loop !412

209:                                              ; preds = %211
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %222), !dbg !414
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #6, !dbg !415
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #6, !dbg !415
  call void @llvm.lifetime.end.p0(i64 1200, ptr nonnull %1) #6, !dbg !415
  ret i32 0, !dbg !415

211:                                              ; preds = %199, %211
  %212 = phi i64 [ %223, %211 ], [ 0, %199 ]
  %213 = phi i64 [ %222, %211 ], [ 0, %199 ]
    #dbg_value(i64 %212, !93, !DIExpression(), !416)
    #dbg_value(i64 %213, !92, !DIExpression(), !108)
  %214 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %212, i64 %212, !dbg !417
  %215 = load i32, ptr %214, align 4, !dbg !417, !tbaa !175
  %216 = sub nuw nsw i64 49, %212, !dbg !419
  %217 = sub nuw nsw i64 39, %212, !dbg !420
  %218 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %216, i64 %217, !dbg !421
  %219 = load i32, ptr %218, align 4, !dbg !421, !tbaa !175
  %220 = add nsw i32 %219, %215, !dbg !422
  %221 = sext i32 %220 to i64, !dbg !417
  %222 = add nsw i64 %213, %221, !dbg !423
    #dbg_value(i64 %222, !92, !DIExpression(), !108)
  %223 = add nuw nsw i64 %212, 1, !dbg !424
    #dbg_value(i64 %223, !93, !DIExpression(), !416)
  %224 = icmp eq i64 %223, 40, !dbg !425
  br i1 %224, label %209, label %211, !dbg !426, !llvm.loop !427
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !429 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i64 1, 1134903171) i64 @gcd_tail(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !433 {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i64 [ %0, %2 ], [ %5, %7 ]
  %5 = phi i64 [ %1, %2 ], [ %8, %7 ]
    #dbg_value(i64 %4, !437, !DIExpression(), !439)
    #dbg_value(i64 %5, !438, !DIExpression(), !439)
  %6 = icmp eq i64 %5, 0, !dbg !440
  br i1 %6, label %9, label %7, !dbg !440

7:                                                ; preds = %3
  %8 = urem i64 %4, %5, !dbg !441
  br label %3, !dbg !442

9:                                                ; preds = %3
  ret i64 %4, !dbg !443
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i64 -2148483650, 2148483650) i64 @acc_tail(i32 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !444 {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i32 [ %0, %2 ], [ %8, %7 ]
  %5 = phi i64 [ %1, %2 ], [ %12, %7 ]
    #dbg_value(i32 %4, !448, !DIExpression(), !450)
    #dbg_value(i64 %5, !449, !DIExpression(), !450)
  %6 = icmp eq i32 %4, 0, !dbg !451
  br i1 %6, label %13, label %7, !dbg !452

7:                                                ; preds = %3
  %8 = add nsw i32 %4, -1, !dbg !453
  %9 = mul nsw i64 %5, 3, !dbg !454
  %10 = srem i64 %9, 1000003, !dbg !455
  %11 = sext i32 %4 to i64, !dbg !456
  %12 = add nsw i64 %10, %11, !dbg !457
  br label %3, !dbg !458

13:                                               ; preds = %3
  ret i64 %5, !dbg !459
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_idioms.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "289fc52afc525906147838a6d34e1e87")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 62)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 41)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 20)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "grid", scope: !44, file: !2, line: 115, type: !95, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !45, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !58)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !52, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !4, !51}
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !53}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !{!59, !62, !66, !68, !69, !71, !75, !76, !78, !79, !80, !82, !83, !84, !85, !87, !89, !92, !93}
!59 = !DILocalVariable(name: "n", scope: !60, file: !2, line: 79, type: !61)
!60 = distinct !DILexicalBlock(scope: !44, file: !2, line: 79, column: 5)
!61 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!62 = !DILocalVariable(name: "a", scope: !44, file: !2, line: 81, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 9600, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 300)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 82, type: !47)
!67 = distinct !DILexicalBlock(scope: !44, file: !2, line: 82, column: 5)
!68 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 88, type: !61)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 89, type: !47)
!70 = distinct !DILexicalBlock(scope: !44, file: !2, line: 89, column: 5)
!71 = !DILocalVariable(name: "src", scope: !44, file: !2, line: 93, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 100)
!75 = !DILocalVariable(name: "dst", scope: !44, file: !2, line: 93, type: !72)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 94, type: !47)
!77 = distinct !DILexicalBlock(scope: !44, file: !2, line: 94, column: 5)
!78 = !DILocalVariable(name: "pc", scope: !44, file: !2, line: 101, type: !50)
!79 = !DILocalVariable(name: "cl", scope: !44, file: !2, line: 102, type: !47)
!80 = !DILocalVariable(name: "x", scope: !81, file: !2, line: 103, type: !50)
!81 = distinct !DILexicalBlock(scope: !44, file: !2, line: 103, column: 5)
!82 = !DILocalVariable(name: "base", scope: !44, file: !2, line: 109, type: !47)
!83 = !DILocalVariable(name: "scale", scope: !44, file: !2, line: 109, type: !47)
!84 = !DILocalVariable(name: "inv", scope: !44, file: !2, line: 110, type: !61)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 111, type: !47)
!86 = distinct !DILexicalBlock(scope: !44, file: !2, line: 111, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 116, type: !47)
!88 = distinct !DILexicalBlock(scope: !44, file: !2, line: 116, column: 5)
!89 = !DILocalVariable(name: "j", scope: !90, file: !2, line: 117, type: !47)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 117, column: 9)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 116, column: 5)
!92 = !DILocalVariable(name: "diag", scope: !44, file: !2, line: 119, type: !61)
!93 = !DILocalVariable(name: "k", scope: !94, file: !2, line: 120, type: !47)
!94 = distinct !DILexicalBlock(scope: !44, file: !2, line: 120, column: 5)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 64000, elements: !96)
!96 = !{!97, !98}
!97 = !DISubrange(count: 50)
!98 = !DISubrange(count: 40)
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !44)
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !60)
!112 = !DILocation(line: 79, column: 5, scope: !60)
!113 = !DILocation(line: 81, column: 5, scope: !44)
!114 = !DILocation(line: 0, scope: !67)
!115 = !DILocation(line: 82, column: 5, scope: !67)
!116 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !2, line: 7, type: !61)
!117 = distinct !DISubprogram(name: "sum_to", scope: !2, file: !2, line: 7, type: !118, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!61, !61}
!120 = !{!116, !121, !122}
!121 = !DILocalVariable(name: "s", scope: !117, file: !2, line: 8, type: !61)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 9, type: !61)
!123 = distinct !DILexicalBlock(scope: !117, file: !2, line: 9, column: 5)
!124 = !DILocation(line: 0, scope: !117, inlinedAt: !125)
!125 = distinct !DILocation(line: 80, column: 56, scope: !126)
!126 = distinct !DILexicalBlock(scope: !60, file: !2, line: 79, column: 5)
!127 = !DILocation(line: 0, scope: !123, inlinedAt: !125)
!128 = !DILocation(line: 9, column: 24, scope: !129, inlinedAt: !125)
!129 = distinct !DILexicalBlock(scope: !123, file: !2, line: 9, column: 5)
!130 = !DILocation(line: 9, column: 5, scope: !123, inlinedAt: !125)
!131 = !DILocation(line: 11, column: 5, scope: !117, inlinedAt: !125)
!132 = !DILocation(line: 80, column: 79, scope: !126)
!133 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !2, line: 14, type: !50)
!134 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 14, type: !135, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!51, !50}
!137 = !{!133, !138, !139}
!138 = !DILocalVariable(name: "s", scope: !134, file: !2, line: 15, type: !51)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 16, type: !50)
!140 = distinct !DILexicalBlock(scope: !134, file: !2, line: 16, column: 5)
!141 = !DILocation(line: 0, scope: !134, inlinedAt: !142)
!142 = distinct !DILocation(line: 80, column: 67, scope: !126)
!143 = !DILocation(line: 0, scope: !140, inlinedAt: !142)
!144 = !DILocation(line: 16, column: 28, scope: !145, inlinedAt: !142)
!145 = distinct !DILexicalBlock(scope: !140, file: !2, line: 16, column: 5)
!146 = !DILocation(line: 16, column: 5, scope: !140, inlinedAt: !142)
!147 = !DILocation(line: 18, column: 5, scope: !134, inlinedAt: !142)
!148 = !DILocation(line: 80, column: 9, scope: !126)
!149 = !DILocation(line: 79, column: 41, scope: !126)
!150 = !DILocation(line: 79, column: 46, scope: !126)
!151 = !DILocation(line: 79, column: 24, scope: !126)
!152 = distinct !{!152, !112, !153, !154, !155}
!153 = !DILocation(line: 80, column: 91, scope: !60)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !{!"llvm.loop.unroll.disable"}
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 40, type: !47)
!157 = distinct !DILexicalBlock(scope: !158, file: !2, line: 40, column: 5)
!158 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !159, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !163)
!159 = !DISubroutineType(types: !160)
!160 = !{!61, !161, !47, !47}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!163 = !{!164, !165, !166, !167, !156}
!164 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !2, line: 38, type: !161)
!165 = !DILocalVariable(name: "n", arg: 2, scope: !158, file: !2, line: 38, type: !47)
!166 = !DILocalVariable(name: "mode", arg: 3, scope: !158, file: !2, line: 38, type: !47)
!167 = !DILocalVariable(name: "s", scope: !158, file: !2, line: 39, type: !61)
!168 = !DILocation(line: 0, scope: !157, inlinedAt: !169)
!169 = distinct !DILocation(line: 84, column: 35, scope: !44)
!170 = !DILocation(line: 0, scope: !158, inlinedAt: !169)
!171 = !DILocation(line: 42, column: 18, scope: !172, inlinedAt: !169)
!172 = distinct !DILexicalBlock(scope: !173, file: !2, line: 41, column: 13)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 40, column: 33)
!174 = distinct !DILexicalBlock(scope: !157, file: !2, line: 40, column: 5)
!175 = !{!176, !176, i64 0}
!176 = !{!"int", !177, i64 0}
!177 = !{!"omnipotent char", !178, i64 0}
!178 = !{!"Simple C/C++ TBAA"}
!179 = !DILocation(line: 42, column: 23, scope: !172, inlinedAt: !169)
!180 = !DILocation(line: 42, column: 15, scope: !172, inlinedAt: !169)
!181 = !DILocation(line: 40, column: 29, scope: !174, inlinedAt: !169)
!182 = !DILocation(line: 40, column: 23, scope: !174, inlinedAt: !169)
!183 = !DILocation(line: 40, column: 5, scope: !157, inlinedAt: !169)
!184 = distinct !{!184, !183, !185, !154, !155}
!185 = !DILocation(line: 45, column: 5, scope: !157, inlinedAt: !169)
!186 = !DILocation(line: 0, scope: !157, inlinedAt: !187)
!187 = distinct !DILocation(line: 84, column: 56, scope: !44)
!188 = !DILocation(line: 0, scope: !158, inlinedAt: !187)
!189 = !DILocation(line: 44, column: 18, scope: !172, inlinedAt: !187)
!190 = !DILocation(line: 44, column: 15, scope: !172, inlinedAt: !187)
!191 = !DILocation(line: 40, column: 29, scope: !174, inlinedAt: !187)
!192 = !DILocation(line: 40, column: 23, scope: !174, inlinedAt: !187)
!193 = !DILocation(line: 40, column: 5, scope: !157, inlinedAt: !187)
!194 = distinct !{!194, !193, !195, !154, !155}
!195 = !DILocation(line: 45, column: 5, scope: !157, inlinedAt: !187)
!196 = !DILocation(line: 84, column: 5, scope: !44)
!197 = !DILocalVariable(name: "a", arg: 1, scope: !198, file: !2, line: 53, type: !161)
!198 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !199, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{!47, !161, !47, !47}
!201 = !{!197, !202, !203, !204}
!202 = !DILocalVariable(name: "n", arg: 2, scope: !198, file: !2, line: 53, type: !47)
!203 = !DILocalVariable(name: "t", arg: 3, scope: !198, file: !2, line: 53, type: !47)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 54, type: !47)
!205 = distinct !DILexicalBlock(scope: !198, file: !2, line: 54, column: 5)
!206 = !DILocation(line: 0, scope: !198, inlinedAt: !207)
!207 = distinct !DILocation(line: 85, column: 41, scope: !44)
!208 = !DILocation(line: 0, scope: !205, inlinedAt: !207)
!209 = !DILocation(line: 54, column: 5, scope: !205, inlinedAt: !207)
!210 = !DILocation(line: 55, column: 13, scope: !211, inlinedAt: !207)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 55, column: 13)
!212 = distinct !DILexicalBlock(scope: !205, file: !2, line: 54, column: 5)
!213 = !DILocation(line: 55, column: 18, scope: !211, inlinedAt: !207)
!214 = !DILocation(line: 55, column: 13, scope: !212, inlinedAt: !207)
!215 = !DILocation(line: 54, column: 29, scope: !212, inlinedAt: !207)
!216 = !DILocation(line: 54, column: 23, scope: !212, inlinedAt: !207)
!217 = distinct !{!217, !209, !218, !154, !155}
!218 = !DILocation(line: 56, column: 20, scope: !205, inlinedAt: !207)
!219 = !DILocation(line: 54, column: 5, scope: !205, inlinedAt: !220)
!220 = distinct !DILocation(line: 85, column: 67, scope: !44)
!221 = !DILocation(line: 0, scope: !198, inlinedAt: !220)
!222 = !DILocation(line: 0, scope: !205, inlinedAt: !220)
!223 = !DILocation(line: 55, column: 13, scope: !211, inlinedAt: !220)
!224 = !DILocation(line: 55, column: 18, scope: !211, inlinedAt: !220)
!225 = !DILocation(line: 55, column: 13, scope: !212, inlinedAt: !220)
!226 = !DILocation(line: 54, column: 29, scope: !212, inlinedAt: !220)
!227 = !DILocation(line: 54, column: 23, scope: !212, inlinedAt: !220)
!228 = distinct !{!228, !219, !229, !154, !155}
!229 = !DILocation(line: 56, column: 20, scope: !205, inlinedAt: !220)
!230 = !DILocation(line: 54, column: 5, scope: !205, inlinedAt: !231)
!231 = distinct !DILocation(line: 86, column: 12, scope: !44)
!232 = !DILocation(line: 0, scope: !198, inlinedAt: !231)
!233 = !DILocation(line: 0, scope: !205, inlinedAt: !231)
!234 = !DILocation(line: 55, column: 13, scope: !211, inlinedAt: !231)
!235 = !DILocation(line: 55, column: 18, scope: !211, inlinedAt: !231)
!236 = !DILocation(line: 55, column: 13, scope: !212, inlinedAt: !231)
!237 = !DILocation(line: 54, column: 29, scope: !212, inlinedAt: !231)
!238 = !DILocation(line: 54, column: 23, scope: !212, inlinedAt: !231)
!239 = distinct !{!239, !230, !240, !154, !155}
!240 = !DILocation(line: 56, column: 20, scope: !205, inlinedAt: !231)
!241 = !DILocation(line: 85, column: 5, scope: !44)
!242 = !DILocation(line: 87, column: 17, scope: !44)
!243 = !DILocalVariable(name: "a", arg: 1, scope: !244, file: !2, line: 21, type: !247)
!244 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !245, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !248)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !247, !47}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!248 = !{!243, !249, !250}
!249 = !DILocalVariable(name: "n", arg: 2, scope: !244, file: !2, line: 21, type: !47)
!250 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 22, type: !47)
!251 = distinct !DILexicalBlock(scope: !244, file: !2, line: 22, column: 5)
!252 = !DILocation(line: 0, scope: !244, inlinedAt: !253)
!253 = distinct !DILocation(line: 87, column: 5, scope: !44)
!254 = !DILocation(line: 0, scope: !251, inlinedAt: !253)
!255 = !DILocation(line: 23, column: 14, scope: !256, inlinedAt: !253)
!256 = distinct !DILexicalBlock(scope: !251, file: !2, line: 22, column: 5)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !70)
!259 = !DILocation(line: 89, column: 5, scope: !70)
!260 = !DILocation(line: 83, column: 22, scope: !261)
!261 = distinct !DILexicalBlock(scope: !67, file: !2, line: 82, column: 5)
!262 = !DILocation(line: 83, column: 27, scope: !261)
!263 = !DILocation(line: 83, column: 9, scope: !261)
!264 = !DILocation(line: 83, column: 14, scope: !261)
!265 = !DILocation(line: 82, column: 31, scope: !261)
!266 = !DILocation(line: 82, column: 23, scope: !261)
!267 = distinct !{!267, !115, !268, !154, !155}
!268 = !DILocation(line: 83, column: 29, scope: !67)
!269 = !DILocation(line: 91, column: 81, scope: !44)
!270 = !DILocation(line: 91, column: 87, scope: !44)
!271 = !DILocation(line: 92, column: 12, scope: !44)
!272 = !DILocation(line: 92, column: 20, scope: !44)
!273 = !DILocation(line: 91, column: 5, scope: !44)
!274 = !DILocation(line: 93, column: 5, scope: !44)
!275 = !DILocation(line: 0, scope: !77)
!276 = !DILocation(line: 94, column: 5, scope: !77)
!277 = !DILocation(line: 90, column: 14, scope: !278)
!278 = distinct !DILexicalBlock(scope: !70, file: !2, line: 89, column: 5)
!279 = !DILocation(line: 90, column: 11, scope: !278)
!280 = !DILocation(line: 89, column: 31, scope: !278)
!281 = !DILocation(line: 89, column: 23, scope: !278)
!282 = distinct !{!282, !259, !283, !154, !155}
!283 = !DILocation(line: 90, column: 17, scope: !70)
!284 = !DILocation(line: 96, column: 5, scope: !44)
!285 = !DILocation(line: 96, column: 13, scope: !44)
!286 = !{!177, !177, i64 0}
!287 = distinct !DIAssignID()
!288 = distinct !DIAssignID()
!289 = !DILocalVariable(name: "d", arg: 1, scope: !290, file: !2, line: 26, type: !293)
!290 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !291, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !298)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !293, !295, !47}
!293 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!298 = !{!289, !299, !300, !301}
!299 = !DILocalVariable(name: "s", arg: 2, scope: !290, file: !2, line: 26, type: !295)
!300 = !DILocalVariable(name: "n", arg: 3, scope: !290, file: !2, line: 26, type: !47)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 27, type: !47)
!302 = distinct !DILexicalBlock(scope: !290, file: !2, line: 27, column: 5)
!303 = !DILocation(line: 0, scope: !290, inlinedAt: !304)
!304 = distinct !DILocation(line: 98, column: 5, scope: !44)
!305 = !DILocation(line: 0, scope: !302, inlinedAt: !304)
!306 = !DILocation(line: 97, column: 5, scope: !44)
!307 = !DILocation(line: 28, column: 14, scope: !308, inlinedAt: !304)
!308 = distinct !DILexicalBlock(scope: !302, file: !2, line: 27, column: 5)
!309 = !{!310, !312}
!310 = distinct !{!310, !311, !"copy_fwd: argument 0"}
!311 = distinct !{!311, !"copy_fwd"}
!312 = distinct !{!312, !311, !"copy_fwd: argument 1"}
!313 = distinct !DIAssignID()
!314 = !DILocalVariable(name: "s", arg: 1, scope: !315, file: !2, line: 31, type: !296)
!315 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !316, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!47, !296}
!318 = !{!314, !319}
!319 = !DILocalVariable(name: "n", scope: !315, file: !2, line: 32, type: !47)
!320 = !DILocation(line: 0, scope: !315, inlinedAt: !321)
!321 = distinct !DILocation(line: 99, column: 39, scope: !44)
!322 = !DILocation(line: 33, column: 5, scope: !315, inlinedAt: !321)
!323 = !DILocation(line: 33, column: 12, scope: !315, inlinedAt: !321)
!324 = !DILocation(line: 34, column: 10, scope: !315, inlinedAt: !321)
!325 = distinct !{!325, !322, !324, !154, !155}
!326 = !DILocation(line: 35, column: 5, scope: !315, inlinedAt: !321)
!327 = !DILocation(line: 99, column: 59, scope: !44)
!328 = !DILocation(line: 99, column: 5, scope: !44)
!329 = !DILocation(line: 100, column: 43, scope: !44)
!330 = !DILocation(line: 100, column: 78, scope: !44)
!331 = !DILocation(line: 100, column: 5, scope: !44)
!332 = !DILocation(line: 0, scope: !81)
!333 = !DILocation(line: 103, column: 5, scope: !81)
!334 = !DILocation(line: 95, column: 33, scope: !335)
!335 = distinct !DILexicalBlock(scope: !77, file: !2, line: 94, column: 5)
!336 = !DILocation(line: 95, column: 18, scope: !335)
!337 = !DILocation(line: 95, column: 9, scope: !335)
!338 = !DILocation(line: 95, column: 16, scope: !335)
!339 = !DILocation(line: 94, column: 30, scope: !335)
!340 = !DILocation(line: 94, column: 23, scope: !335)
!341 = distinct !{!341, !276, !342, !154, !155}
!342 = !DILocation(line: 95, column: 37, scope: !77)
!343 = !DILocation(line: 62, column: 5, scope: !344, inlinedAt: !350)
!344 = distinct !DISubprogram(name: "popcount_loop", scope: !2, file: !2, line: 60, type: !345, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{!50, !50}
!347 = !{!348, !349}
!348 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !2, line: 60, type: !50)
!349 = !DILocalVariable(name: "c", scope: !344, file: !2, line: 61, type: !50)
!350 = distinct !DILocation(line: 104, column: 15, scope: !351)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 103, column: 54)
!352 = distinct !DILexicalBlock(scope: !81, file: !2, line: 103, column: 5)
!353 = !DILocalVariable(name: "n", scope: !354, file: !2, line: 70, type: !47)
!354 = distinct !DISubprogram(name: "count_leading", scope: !2, file: !2, line: 69, type: !355, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !357)
!355 = !DISubroutineType(types: !356)
!356 = !{!47, !50}
!357 = !{!358, !353}
!358 = !DILocalVariable(name: "x", arg: 1, scope: !354, file: !2, line: 69, type: !50)
!359 = !DILocation(line: 0, scope: !354, inlinedAt: !360)
!360 = distinct !DILocation(line: 107, column: 65, scope: !44)
!361 = !DILocation(line: 107, column: 5, scope: !44)
!362 = !DILocation(line: 0, scope: !86)
!363 = !DILocation(line: 111, column: 5, scope: !86)
!364 = !DILocation(line: 0, scope: !344, inlinedAt: !350)
!365 = !DILocation(line: 63, column: 16, scope: !366, inlinedAt: !350)
!366 = distinct !DILexicalBlock(scope: !344, file: !2, line: 62, column: 15)
!367 = !DILocation(line: 63, column: 11, scope: !366, inlinedAt: !350)
!368 = !DILocation(line: 64, column: 11, scope: !366, inlinedAt: !350)
!369 = distinct !{!369, !343, !370, !154, !155}
!370 = !DILocation(line: 65, column: 5, scope: !344, inlinedAt: !350)
!371 = !DILocation(line: 0, scope: !354, inlinedAt: !372)
!372 = distinct !DILocation(line: 105, column: 15, scope: !351)
!373 = !DILocation(line: 72, column: 11, scope: !374, inlinedAt: !372)
!374 = distinct !DILexicalBlock(scope: !354, file: !2, line: 71, column: 42)
!375 = !DILocation(line: 73, column: 10, scope: !374, inlinedAt: !372)
!376 = !DILocation(line: 71, column: 14, scope: !354, inlinedAt: !372)
!377 = !DILocation(line: 71, column: 19, scope: !354, inlinedAt: !372)
!378 = !DILocation(line: 71, column: 5, scope: !354, inlinedAt: !372)
!379 = distinct !{!379, !378, !380, !154, !155}
!380 = !DILocation(line: 74, column: 5, scope: !354, inlinedAt: !372)
!381 = !DILocation(line: 104, column: 12, scope: !351)
!382 = !DILocation(line: 105, column: 12, scope: !351)
!383 = !DILocation(line: 103, column: 45, scope: !352)
!384 = !DILocation(line: 103, column: 49, scope: !352)
!385 = !DILocation(line: 103, column: 28, scope: !352)
!386 = distinct !{!386, !333, !387, !154, !155}
!387 = !DILocation(line: 106, column: 5, scope: !81)
!388 = !DILocation(line: 113, column: 5, scope: !44)
!389 = !DILocation(line: 0, scope: !88)
!390 = !DILocation(line: 116, column: 5, scope: !88)
!391 = !DILocation(line: 112, column: 30, scope: !392)
!392 = distinct !DILexicalBlock(scope: !86, file: !2, line: 111, column: 5)
!393 = !DILocation(line: 112, column: 35, scope: !392)
!394 = !DILocation(line: 112, column: 16, scope: !392)
!395 = !DILocation(line: 112, column: 13, scope: !392)
!396 = !DILocation(line: 111, column: 32, scope: !392)
!397 = !DILocation(line: 111, column: 23, scope: !392)
!398 = distinct !{!398, !363, !399, !154, !155}
!399 = !DILocation(line: 112, column: 37, scope: !86)
!400 = !DILocation(line: 0, scope: !90)
!401 = !DILocation(line: 117, column: 9, scope: !90)
!402 = !DILocation(line: 116, column: 30, scope: !91)
!403 = !DILocation(line: 116, column: 23, scope: !91)
!404 = distinct !{!404, !390, !405, !154, !155}
!405 = !DILocation(line: 118, column: 35, scope: !88)
!406 = !DILocation(line: 118, column: 33, scope: !407)
!407 = distinct !DILexicalBlock(scope: !90, file: !2, line: 117, column: 9)
!408 = !DILocation(line: 118, column: 13, scope: !407)
!409 = !DILocation(line: 118, column: 24, scope: !407)
!410 = !DILocation(line: 117, column: 34, scope: !407)
!411 = !DILocation(line: 117, column: 27, scope: !407)
!412 = distinct !{!412, !401, !413, !154, !155}
!413 = !DILocation(line: 118, column: 35, scope: !90)
!414 = !DILocation(line: 122, column: 5, scope: !44)
!415 = !DILocation(line: 124, column: 1, scope: !44)
!416 = !DILocation(line: 0, scope: !94)
!417 = !DILocation(line: 121, column: 17, scope: !418)
!418 = distinct !DILexicalBlock(scope: !94, file: !2, line: 120, column: 5)
!419 = !DILocation(line: 121, column: 38, scope: !418)
!420 = !DILocation(line: 121, column: 46, scope: !418)
!421 = !DILocation(line: 121, column: 30, scope: !418)
!422 = !DILocation(line: 121, column: 28, scope: !418)
!423 = !DILocation(line: 121, column: 14, scope: !418)
!424 = !DILocation(line: 120, column: 30, scope: !418)
!425 = !DILocation(line: 120, column: 23, scope: !418)
!426 = !DILocation(line: 120, column: 5, scope: !94)
!427 = distinct !{!427, !426, !428, !154, !155}
!428 = !DILocation(line: 121, column: 49, scope: !94)
!429 = !DISubprogram(name: "printf", scope: !430, file: !430, line: 356, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!431 = !DISubroutineType(types: !432)
!432 = !{!47, !295, null}
!433 = distinct !DISubprogram(name: "gcd_tail", scope: !2, file: !2, line: 49, type: !434, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !436)
!434 = !DISubroutineType(types: !435)
!435 = !{!61, !61, !61}
!436 = !{!437, !438}
!437 = !DILocalVariable(name: "a", arg: 1, scope: !433, file: !2, line: 49, type: !61)
!438 = !DILocalVariable(name: "b", arg: 2, scope: !433, file: !2, line: 49, type: !61)
!439 = !DILocation(line: 0, scope: !433)
!440 = !DILocation(line: 49, column: 47, scope: !433)
!441 = !DILocation(line: 49, column: 65, scope: !433)
!442 = !DILocation(line: 49, column: 51, scope: !433)
!443 = !DILocation(line: 49, column: 40, scope: !433)
!444 = distinct !DISubprogram(name: "acc_tail", scope: !2, file: !2, line: 51, type: !445, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !447)
!445 = !DISubroutineType(types: !446)
!446 = !{!61, !47, !61}
!447 = !{!448, !449}
!448 = !DILocalVariable(name: "n", arg: 1, scope: !444, file: !2, line: 51, type: !47)
!449 = !DILocalVariable(name: "acc", arg: 2, scope: !444, file: !2, line: 51, type: !61)
!450 = !DILocation(line: 0, scope: !444)
!451 = !DILocation(line: 51, column: 50, scope: !444)
!452 = !DILocation(line: 51, column: 48, scope: !444)
!453 = !DILocation(line: 51, column: 74, scope: !444)
!454 = !DILocation(line: 51, column: 83, scope: !444)
!455 = !DILocation(line: 51, column: 87, scope: !444)
!456 = !DILocation(line: 51, column: 99, scope: !444)
!457 = !DILocation(line: 51, column: 97, scope: !444)
!458 = !DILocation(line: 51, column: 63, scope: !444)
!459 = !DILocation(line: 51, column: 41, scope: !444)
