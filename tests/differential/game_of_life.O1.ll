; ModuleID = 'game_of_life.c'
source_filename = "game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.glider = internal unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c".#.\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [4 x i8] c"..#\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [4 x i8] c"###\00", align 1, !dbg !19
@main.rpent = internal unnamed_addr constant [3 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str], align 16, !dbg !33
@.str.3 = private unnamed_addr constant [4 x i8] c".##\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [4 x i8] c"##.\00", align 1, !dbg !31
@ga = internal unnamed_addr global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !48
@gb = internal unnamed_addr global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !54
@.str.5 = private unnamed_addr constant [22 x i8] c"gen 0 pop %d hash %u\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [23 x i8] c"gen %d pop %d hash %u\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [25 x i8], align 16, !DIAssignID !75
  %2 = alloca [25 x i8], align 16, !DIAssignID !76
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(480) @ga, i8 0, i64 480, i1 false), !dbg !77
    #dbg_value(ptr @ga, !78, !DIExpression(), !93)
    #dbg_value(i32 1, !84, !DIExpression(), !93)
    #dbg_value(i32 1, !85, !DIExpression(), !93)
    #dbg_value(ptr @main.glider, !86, !DIExpression(), !93)
    #dbg_value(i32 3, !87, !DIExpression(), !93)
    #dbg_value(i32 0, !88, !DIExpression(), !95)
  br label %3, !dbg !96

3:                                                ; preds = %11, %0
  %4 = phi i64 [ 0, %0 ], [ %12, %11 ]
    #dbg_value(i64 %4, !88, !DIExpression(), !95)
  %5 = getelementptr inbounds ptr, ptr @main.glider, i64 %4
    #dbg_value(i32 0, !90, !DIExpression(), !97)
  %6 = load ptr, ptr %5, align 8, !dbg !98, !tbaa !100
  %7 = load i8, ptr %6, align 1, !dbg !98, !tbaa !104
  %8 = icmp eq i8 %7, 0, !dbg !105
  br i1 %8, label %11, label %9, !dbg !105

9:                                                ; preds = %3
  %10 = add nuw nsw i64 %4, 1
  br label %14, !dbg !105

11:                                               ; preds = %14, %3
  %12 = add nuw nsw i64 %4, 1, !dbg !106
    #dbg_value(i64 %12, !88, !DIExpression(), !95)
  %13 = icmp eq i64 %12, 3, !dbg !107
  br i1 %13, label %24, label %3, !dbg !96, !llvm.loop !108

14:                                               ; preds = %14, %9
  %15 = phi i64 [ 0, %9 ], [ %19, %14 ]
  %16 = phi i8 [ %7, %9 ], [ %22, %14 ]
    #dbg_value(i64 %15, !90, !DIExpression(), !97)
  %17 = icmp eq i8 %16, 35, !dbg !112
  %18 = zext i1 %17 to i8, !dbg !113
  %19 = add nuw nsw i64 %15, 1, !dbg !114
  %20 = getelementptr inbounds [24 x i8], ptr @ga, i64 %10, i64 %19, !dbg !115
  store i8 %18, ptr %20, align 1, !dbg !116, !tbaa !104
    #dbg_value(i64 %19, !90, !DIExpression(), !97)
  %21 = getelementptr inbounds i8, ptr %6, i64 %19, !dbg !98
  %22 = load i8, ptr %21, align 1, !dbg !98, !tbaa !104
  %23 = icmp eq i8 %22, 0, !dbg !105
  br i1 %23, label %11, label %14, !dbg !105, !llvm.loop !117

24:                                               ; preds = %11, %24
  %25 = phi i64 [ %31, %24 ], [ 0, %11 ]
  %26 = phi i8 [ %33, %24 ], [ 35, %11 ]
    #dbg_value(i64 %25, !90, !DIExpression(), !119)
  %27 = icmp eq i8 %26, 35, !dbg !121
  %28 = zext i1 %27 to i8, !dbg !122
  %29 = add nuw nsw i64 %25, 20, !dbg !123
  %30 = getelementptr inbounds [24 x i8], ptr @ga, i64 10, i64 %29, !dbg !124
  store i8 %28, ptr %30, align 1, !dbg !125, !tbaa !104
  %31 = add nuw nsw i64 %25, 1, !dbg !126
    #dbg_value(i64 %31, !90, !DIExpression(), !119)
  %32 = getelementptr inbounds i8, ptr @.str.2, i64 %31, !dbg !127
  %33 = load i8, ptr %32, align 1, !dbg !127, !tbaa !104
  %34 = icmp eq i64 %31, 3, !dbg !128
  br i1 %34, label %35, label %24, !dbg !128, !llvm.loop !129

35:                                               ; preds = %24, %43
  %36 = phi i64 [ %44, %43 ], [ 0, %24 ]
    #dbg_value(i64 %36, !88, !DIExpression(), !131)
  %37 = getelementptr inbounds ptr, ptr @main.rpent, i64 %36
    #dbg_value(i32 0, !90, !DIExpression(), !133)
  %38 = load ptr, ptr %37, align 8, !dbg !134, !tbaa !100
  %39 = load i8, ptr %38, align 1, !dbg !134, !tbaa !104
  %40 = icmp eq i8 %39, 0, !dbg !135
  br i1 %40, label %43, label %41, !dbg !135

41:                                               ; preds = %35
  %42 = add nuw nsw i64 %36, 15
  br label %46, !dbg !135

43:                                               ; preds = %46, %35
  %44 = add nuw nsw i64 %36, 1, !dbg !136
    #dbg_value(i64 %44, !88, !DIExpression(), !131)
  %45 = icmp eq i64 %44, 3, !dbg !137
  br i1 %45, label %57, label %35, !dbg !138, !llvm.loop !139

46:                                               ; preds = %46, %41
  %47 = phi i64 [ 0, %41 ], [ %53, %46 ]
  %48 = phi i8 [ %39, %41 ], [ %55, %46 ]
    #dbg_value(i64 %47, !90, !DIExpression(), !133)
  %49 = icmp eq i8 %48, 35, !dbg !141
  %50 = zext i1 %49 to i8, !dbg !142
  %51 = add nuw nsw i64 %47, 8, !dbg !143
  %52 = getelementptr inbounds [24 x i8], ptr @ga, i64 %42, i64 %51, !dbg !144
  store i8 %50, ptr %52, align 1, !dbg !145, !tbaa !104
  %53 = add nuw nsw i64 %47, 1, !dbg !146
    #dbg_value(i64 %53, !90, !DIExpression(), !133)
  %54 = getelementptr inbounds i8, ptr %38, i64 %53, !dbg !134
  %55 = load i8, ptr %54, align 1, !dbg !134, !tbaa !104
  %56 = icmp eq i8 %55, 0, !dbg !135
  br i1 %56, label %43, label %46, !dbg !135, !llvm.loop !147

57:                                               ; preds = %43, %60
  %58 = phi i64 [ %61, %60 ], [ 0, %43 ]
  %59 = phi i32 [ %69, %60 ], [ 0, %43 ]
    #dbg_value(i64 %58, !149, !DIExpression(), !160)
    #dbg_value(i32 %59, !156, !DIExpression(), !162)
    #dbg_value(i32 0, !157, !DIExpression(), !163)
    #dbg_value(i32 %59, !156, !DIExpression(), !162)
  br label %63, !dbg !164

60:                                               ; preds = %63
  %61 = add nuw nsw i64 %58, 1, !dbg !165
    #dbg_value(i64 %61, !149, !DIExpression(), !160)
    #dbg_value(i32 %69, !156, !DIExpression(), !162)
  %62 = icmp eq i64 %61, 20, !dbg !166
  br i1 %62, label %72, label %57, !dbg !167, !llvm.loop !168

63:                                               ; preds = %63, %57
  %64 = phi i64 [ 0, %57 ], [ %70, %63 ]
  %65 = phi i32 [ %59, %57 ], [ %69, %63 ]
    #dbg_value(i64 %64, !157, !DIExpression(), !163)
    #dbg_value(i32 %65, !156, !DIExpression(), !162)
  %66 = getelementptr inbounds [24 x i8], ptr @ga, i64 %58, i64 %64, !dbg !170
  %67 = load i8, ptr %66, align 1, !dbg !170, !tbaa !104
  %68 = zext i8 %67 to i32, !dbg !170
  %69 = add nsw i32 %65, %68, !dbg !172
    #dbg_value(i32 %69, !156, !DIExpression(), !162)
  %70 = add nuw nsw i64 %64, 1, !dbg !173
    #dbg_value(i64 %70, !157, !DIExpression(), !163)
  %71 = icmp eq i64 %70, 24, !dbg !174
  br i1 %71, label %60, label %63, !dbg !164, !llvm.loop !175

72:                                               ; preds = %60, %75
  %73 = phi i64 [ %76, %75 ], [ 0, %60 ]
  %74 = phi i32 [ %85, %75 ], [ -2128831035, %60 ]
    #dbg_value(i64 %73, !177, !DIExpression(), !189)
    #dbg_value(i32 %74, !185, !DIExpression(), !191)
    #dbg_value(i32 0, !186, !DIExpression(), !192)
    #dbg_value(i32 %74, !185, !DIExpression(), !191)
  br label %78, !dbg !193

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %73, 1, !dbg !194
    #dbg_value(i64 %76, !177, !DIExpression(), !189)
    #dbg_value(i32 %85, !185, !DIExpression(), !191)
  %77 = icmp eq i64 %76, 20, !dbg !195
  br i1 %77, label %88, label %72, !dbg !196, !llvm.loop !197

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %86, %78 ]
  %80 = phi i32 [ %74, %72 ], [ %85, %78 ]
    #dbg_value(i64 %79, !186, !DIExpression(), !192)
    #dbg_value(i32 %80, !185, !DIExpression(), !191)
  %81 = getelementptr inbounds [24 x i8], ptr @ga, i64 %73, i64 %79, !dbg !199
  %82 = load i8, ptr %81, align 1, !dbg !199, !tbaa !104
  %83 = zext i8 %82 to i32, !dbg !199
  %84 = xor i32 %80, %83, !dbg !201
  %85 = mul i32 %84, 16777619, !dbg !202
    #dbg_value(i32 %85, !185, !DIExpression(), !191)
  %86 = add nuw nsw i64 %79, 1, !dbg !203
    #dbg_value(i64 %86, !186, !DIExpression(), !192)
  %87 = icmp eq i64 %86, 24, !dbg !204
  br i1 %87, label %75, label %78, !dbg !193, !llvm.loop !205

88:                                               ; preds = %75
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69, i32 noundef %85), !dbg !207
    #dbg_assign(i1 undef, !208, !DIExpression(), !76, ptr %2, !DIExpression(), !224)
    #dbg_value(ptr @ga, !216, !DIExpression(), !226)
    #dbg_value(i32 6, !217, !DIExpression(), !226)
    #dbg_value(i32 0, !218, !DIExpression(), !227)
  %90 = getelementptr inbounds i8, ptr %2, i64 24
  br label %91, !dbg !228

91:                                               ; preds = %93, %88
  %92 = phi i64 [ 0, %88 ], [ %95, %93 ]
    #dbg_value(i64 %92, !218, !DIExpression(), !227)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %2) #4, !dbg !229
    #dbg_value(i32 0, !219, !DIExpression(), !230)
    #dbg_value(i32 0, !219, !DIExpression(), !230)
  br label %97, !dbg !231

93:                                               ; preds = %97
  store i8 0, ptr %90, align 8, !dbg !232, !tbaa !104, !DIAssignID !233
    #dbg_assign(i8 0, !208, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !233, ptr %90, !DIExpression(), !224)
  %94 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2), !dbg !234
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %2) #4, !dbg !235
  %95 = add nuw nsw i64 %92, 1, !dbg !236
    #dbg_value(i64 %95, !218, !DIExpression(), !227)
  %96 = icmp eq i64 %95, 6, !dbg !237
  br i1 %96, label %106, label %91, !dbg !228, !llvm.loop !238

97:                                               ; preds = %97, %91
  %98 = phi i64 [ 0, %91 ], [ %104, %97 ]
    #dbg_value(i64 %98, !219, !DIExpression(), !230)
  %99 = getelementptr inbounds [24 x i8], ptr @ga, i64 %92, i64 %98, !dbg !240
  %100 = load i8, ptr %99, align 1, !dbg !240, !tbaa !104
  %101 = icmp eq i8 %100, 0, !dbg !240
  %102 = select i1 %101, i8 46, i8 35, !dbg !240
  %103 = getelementptr inbounds [25 x i8], ptr %2, i64 0, i64 %98, !dbg !242
  store i8 %102, ptr %103, align 1, !dbg !243, !tbaa !104
  %104 = add nuw nsw i64 %98, 1, !dbg !244
    #dbg_value(i64 %104, !219, !DIExpression(), !230)
  %105 = icmp eq i64 %104, 24, !dbg !245
  br i1 %105, label %93, label %97, !dbg !231, !llvm.loop !246

106:                                              ; preds = %93, %213
  %107 = phi ptr [ %109, %213 ], [ @ga, %93 ]
  %108 = phi i32 [ %214, %213 ], [ 1, %93 ]
  %109 = phi ptr [ %107, %213 ], [ @gb, %93 ]
    #dbg_value(ptr %107, !57, !DIExpression(), !248)
    #dbg_value(i32 %108, !62, !DIExpression(), !249)
    #dbg_value(ptr %109, !61, !DIExpression(), !248)
  br label %128, !dbg !250

110:                                              ; preds = %213
    #dbg_assign(i1 undef, !208, !DIExpression(), !75, ptr %1, !DIExpression(), !271)
    #dbg_value(ptr @ga, !216, !DIExpression(), !273)
    #dbg_value(i32 20, !217, !DIExpression(), !273)
    #dbg_value(i32 0, !218, !DIExpression(), !274)
  %111 = getelementptr inbounds i8, ptr %1, i64 24
  br label %112, !dbg !275

112:                                              ; preds = %114, %110
  %113 = phi i64 [ 0, %110 ], [ %116, %114 ]
    #dbg_value(i64 %113, !218, !DIExpression(), !274)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %1) #4, !dbg !276
    #dbg_value(i32 0, !219, !DIExpression(), !277)
    #dbg_value(i32 0, !219, !DIExpression(), !277)
  br label %118, !dbg !278

114:                                              ; preds = %118
  store i8 0, ptr %111, align 8, !dbg !279, !tbaa !104, !DIAssignID !280
    #dbg_assign(i8 0, !208, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !280, ptr %111, !DIExpression(), !271)
  %115 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !281
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %1) #4, !dbg !282
  %116 = add nuw nsw i64 %113, 1, !dbg !283
    #dbg_value(i64 %116, !218, !DIExpression(), !274)
  %117 = icmp eq i64 %116, 20, !dbg !284
  br i1 %117, label %127, label %112, !dbg !275, !llvm.loop !285

118:                                              ; preds = %118, %112
  %119 = phi i64 [ 0, %112 ], [ %125, %118 ]
    #dbg_value(i64 %119, !219, !DIExpression(), !277)
  %120 = getelementptr inbounds [24 x i8], ptr @ga, i64 %113, i64 %119, !dbg !287
  %121 = load i8, ptr %120, align 1, !dbg !287, !tbaa !104
  %122 = icmp eq i8 %121, 0, !dbg !287
  %123 = select i1 %122, i8 46, i8 35, !dbg !287
  %124 = getelementptr inbounds [25 x i8], ptr %1, i64 0, i64 %119, !dbg !288
  store i8 %123, ptr %124, align 1, !dbg !289, !tbaa !104
  %125 = add nuw nsw i64 %119, 1, !dbg !290
    #dbg_value(i64 %125, !219, !DIExpression(), !277)
  %126 = icmp eq i64 %125, 24, !dbg !291
  br i1 %126, label %114, label %118, !dbg !278, !llvm.loop !292

127:                                              ; preds = %114
  ret i32 0, !dbg !294

128:                                              ; preds = %106, %136
  %129 = phi i64 [ %137, %136 ], [ 0, %106 ]
    #dbg_value(i64 %129, !258, !DIExpression(), !295)
    #dbg_value(i32 0, !259, !DIExpression(), !296)
  %130 = trunc i64 %129 to i32
  %131 = add i32 %130, 20
  br label %132, !dbg !297

132:                                              ; preds = %171, %128
  %133 = phi i64 [ 0, %128 ], [ %175, %171 ]
    #dbg_value(i64 %133, !259, !DIExpression(), !296)
    #dbg_value(i32 -1, !265, !DIExpression(), !298)
    #dbg_value(i32 0, !262, !DIExpression(), !299)
  %134 = trunc i64 %133 to i32
  %135 = add i32 %134, 24
  br label %139, !dbg !300

136:                                              ; preds = %171
  %137 = add nuw nsw i64 %129, 1, !dbg !301
    #dbg_value(i64 %137, !258, !DIExpression(), !295)
  %138 = icmp eq i64 %137, 20, !dbg !302
  br i1 %138, label %177, label %128, !dbg !250, !llvm.loop !303

139:                                              ; preds = %146, %132
  %140 = phi i32 [ -1, %132 ], [ %147, %146 ]
  %141 = phi i32 [ 0, %132 ], [ %163, %146 ]
    #dbg_value(i32 %140, !265, !DIExpression(), !298)
    #dbg_value(i32 %141, !262, !DIExpression(), !299)
    #dbg_value(i32 -1, !267, !DIExpression(), !305)
    #dbg_value(i32 %141, !262, !DIExpression(), !299)
  %142 = add nsw i32 %131, %140
  %143 = urem i32 %142, 20
  %144 = zext nneg i32 %143 to i64
  br label %149, !dbg !306

145:                                              ; preds = %146
  switch i32 %163, label %170 [
    i32 3, label %171
    i32 2, label %166
  ], !dbg !307

146:                                              ; preds = %162
  %147 = add nsw i32 %140, 1, !dbg !308
    #dbg_value(i32 %147, !265, !DIExpression(), !298)
    #dbg_value(i32 %163, !262, !DIExpression(), !299)
  %148 = icmp eq i32 %147, 2, !dbg !309
  br i1 %148, label %145, label %139, !dbg !300, !llvm.loop !310

149:                                              ; preds = %162, %139
  %150 = phi i32 [ -1, %139 ], [ %164, %162 ]
  %151 = phi i32 [ %141, %139 ], [ %163, %162 ]
    #dbg_value(i32 %150, !267, !DIExpression(), !305)
    #dbg_value(i32 %151, !262, !DIExpression(), !299)
  %152 = or i32 %150, %140, !dbg !312
  %153 = icmp eq i32 %152, 0, !dbg !312
  br i1 %153, label %162, label %154, !dbg !312

154:                                              ; preds = %149
  %155 = add nsw i32 %135, %150, !dbg !315
  %156 = urem i32 %155, 24, !dbg !316
  %157 = zext nneg i32 %156 to i64, !dbg !317
  %158 = getelementptr inbounds [24 x i8], ptr %107, i64 %144, i64 %157, !dbg !317
  %159 = load i8, ptr %158, align 1, !dbg !317, !tbaa !104
  %160 = zext i8 %159 to i32, !dbg !317
  %161 = add nsw i32 %151, %160, !dbg !318
    #dbg_value(i32 %161, !262, !DIExpression(), !299)
  br label %162, !dbg !319

162:                                              ; preds = %154, %149
  %163 = phi i32 [ %161, %154 ], [ %151, %149 ], !dbg !299
    #dbg_value(i32 %163, !262, !DIExpression(), !299)
  %164 = add nsw i32 %150, 1, !dbg !320
    #dbg_value(i32 %164, !267, !DIExpression(), !305)
  %165 = icmp eq i32 %164, 2, !dbg !321
  br i1 %165, label %146, label %149, !dbg !306, !llvm.loop !322

166:                                              ; preds = %145
  %167 = getelementptr inbounds [24 x i8], ptr %107, i64 %129, i64 %133, !dbg !324
  %168 = load i8, ptr %167, align 1, !dbg !324, !tbaa !104
  %169 = icmp ne i8 %168, 0, !dbg !325
  br label %171

170:                                              ; preds = %145
  br label %171, !dbg !326

171:                                              ; preds = %170, %166, %145
  %172 = phi i1 [ true, %145 ], [ %169, %166 ], [ false, %170 ]
  %173 = zext i1 %172 to i8, !dbg !326
  %174 = getelementptr inbounds [24 x i8], ptr %109, i64 %129, i64 %133, !dbg !327
  store i8 %173, ptr %174, align 1, !dbg !328, !tbaa !104
  %175 = add nuw nsw i64 %133, 1, !dbg !329
    #dbg_value(i64 %175, !259, !DIExpression(), !296)
  %176 = icmp eq i64 %175, 24, !dbg !330
  br i1 %176, label %136, label %132, !dbg !297, !llvm.loop !331

177:                                              ; preds = %136
    #dbg_value(ptr %107, !64, !DIExpression(), !333)
    #dbg_value(ptr %109, !57, !DIExpression(), !248)
    #dbg_value(ptr %107, !61, !DIExpression(), !248)
  %178 = urem i32 %108, 10, !dbg !334
  %179 = icmp eq i32 %178, 0, !dbg !336
  br i1 %179, label %180, label %213, !dbg !337

180:                                              ; preds = %177, %183
  %181 = phi i64 [ %184, %183 ], [ 0, %177 ]
  %182 = phi i32 [ %192, %183 ], [ 0, %177 ]
    #dbg_value(i64 %181, !149, !DIExpression(), !338)
    #dbg_value(i32 %182, !156, !DIExpression(), !340)
    #dbg_value(i32 0, !157, !DIExpression(), !341)
    #dbg_value(i32 %182, !156, !DIExpression(), !340)
  br label %186, !dbg !342

183:                                              ; preds = %186
  %184 = add nuw nsw i64 %181, 1, !dbg !343
    #dbg_value(i64 %184, !149, !DIExpression(), !338)
    #dbg_value(i32 %192, !156, !DIExpression(), !340)
  %185 = icmp eq i64 %184, 20, !dbg !344
  br i1 %185, label %195, label %180, !dbg !345, !llvm.loop !346

186:                                              ; preds = %186, %180
  %187 = phi i64 [ 0, %180 ], [ %193, %186 ]
  %188 = phi i32 [ %182, %180 ], [ %192, %186 ]
    #dbg_value(i64 %187, !157, !DIExpression(), !341)
    #dbg_value(i32 %188, !156, !DIExpression(), !340)
  %189 = getelementptr inbounds [24 x i8], ptr %109, i64 %181, i64 %187, !dbg !348
  %190 = load i8, ptr %189, align 1, !dbg !348, !tbaa !104
  %191 = zext i8 %190 to i32, !dbg !348
  %192 = add nsw i32 %188, %191, !dbg !349
    #dbg_value(i32 %192, !156, !DIExpression(), !340)
  %193 = add nuw nsw i64 %187, 1, !dbg !350
    #dbg_value(i64 %193, !157, !DIExpression(), !341)
  %194 = icmp eq i64 %193, 24, !dbg !351
  br i1 %194, label %183, label %186, !dbg !342, !llvm.loop !352

195:                                              ; preds = %183, %198
  %196 = phi i64 [ %199, %198 ], [ 0, %183 ]
  %197 = phi i32 [ %208, %198 ], [ -2128831035, %183 ]
    #dbg_value(i64 %196, !177, !DIExpression(), !354)
    #dbg_value(i32 %197, !185, !DIExpression(), !356)
    #dbg_value(i32 0, !186, !DIExpression(), !357)
    #dbg_value(i32 %197, !185, !DIExpression(), !356)
  br label %201, !dbg !358

198:                                              ; preds = %201
  %199 = add nuw nsw i64 %196, 1, !dbg !359
    #dbg_value(i64 %199, !177, !DIExpression(), !354)
    #dbg_value(i32 %208, !185, !DIExpression(), !356)
  %200 = icmp eq i64 %199, 20, !dbg !360
  br i1 %200, label %211, label %195, !dbg !361, !llvm.loop !362

201:                                              ; preds = %201, %195
  %202 = phi i64 [ 0, %195 ], [ %209, %201 ]
  %203 = phi i32 [ %197, %195 ], [ %208, %201 ]
    #dbg_value(i64 %202, !186, !DIExpression(), !357)
    #dbg_value(i32 %203, !185, !DIExpression(), !356)
  %204 = getelementptr inbounds [24 x i8], ptr %109, i64 %196, i64 %202, !dbg !364
  %205 = load i8, ptr %204, align 1, !dbg !364, !tbaa !104
  %206 = zext i8 %205 to i32, !dbg !364
  %207 = xor i32 %203, %206, !dbg !365
  %208 = mul i32 %207, 16777619, !dbg !366
    #dbg_value(i32 %208, !185, !DIExpression(), !356)
  %209 = add nuw nsw i64 %202, 1, !dbg !367
    #dbg_value(i64 %209, !186, !DIExpression(), !357)
  %210 = icmp eq i64 %209, 24, !dbg !368
  br i1 %210, label %198, label %201, !dbg !358, !llvm.loop !369

211:                                              ; preds = %198
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %108, i32 noundef %192, i32 noundef %208), !dbg !371
  br label %213, !dbg !371

213:                                              ; preds = %211, %177
  %214 = add nuw nsw i32 %108, 1, !dbg !372
    #dbg_value(ptr %109, !57, !DIExpression(), !248)
    #dbg_value(i32 %214, !62, !DIExpression(), !249)
    #dbg_value(ptr %107, !61, !DIExpression(), !248)
  %215 = icmp eq i32 %214, 41, !dbg !373
  br i1 %215, label %110, label %106, !dbg !374, !llvm.loop !375
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !377 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !382 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "glider", scope: !2, file: !3, line: 56, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !4, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !56)
!3 = !DIFile(filename: "game_of_life.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "227dc0f6eb47f841c3543fc0bf7c7525")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !19, !0, !21, !29, !31, !33, !38, !43, !48, !54}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "blinker", scope: !2, file: !3, line: 57, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !27)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !13, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !13, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "rpent", scope: !2, file: !3, line: 58, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 192, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 3)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 184, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 23)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "ga", scope: !7, file: !3, line: 9, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3840, elements: !51)
!51 = !{!52, !53}
!52 = !DISubrange(count: 20)
!53 = !DISubrange(count: 24)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "gb", scope: !7, file: !3, line: 9, type: !50, isLocal: true, isDefinition: true)
!56 = !{!57, !61, !62, !64}
!57 = !DILocalVariable(name: "cur", scope: !2, file: !3, line: 63, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 192, elements: !60)
!60 = !{!53}
!61 = !DILocalVariable(name: "nxt", scope: !2, file: !3, line: 63, type: !58)
!62 = !DILocalVariable(name: "gen", scope: !63, file: !3, line: 66, type: !6)
!63 = distinct !DILexicalBlock(scope: !2, file: !3, line: 66, column: 5)
!64 = !DILocalVariable(name: "t", scope: !65, file: !3, line: 68, type: !58)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 66, column: 41)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 66, column: 5)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DIAssignID()
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 59, column: 5, scope: !2)
!78 = !DILocalVariable(name: "g", arg: 1, scope: !79, file: !3, line: 49, type: !58)
!79 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 49, type: !80, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !58, !6, !6, !82, !6}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!83 = !{!78, !84, !85, !86, !87, !88, !90}
!84 = !DILocalVariable(name: "y0", arg: 2, scope: !79, file: !3, line: 49, type: !6)
!85 = !DILocalVariable(name: "x0", arg: 3, scope: !79, file: !3, line: 49, type: !6)
!86 = !DILocalVariable(name: "pat", arg: 4, scope: !79, file: !3, line: 49, type: !82)
!87 = !DILocalVariable(name: "rows", arg: 5, scope: !79, file: !3, line: 49, type: !6)
!88 = !DILocalVariable(name: "y", scope: !89, file: !3, line: 50, type: !6)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 50, column: 5)
!90 = !DILocalVariable(name: "x", scope: !91, file: !3, line: 51, type: !6)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 51, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 50, column: 5)
!93 = !DILocation(line: 0, scope: !79, inlinedAt: !94)
!94 = distinct !DILocation(line: 60, column: 5, scope: !2)
!95 = !DILocation(line: 0, scope: !89, inlinedAt: !94)
!96 = !DILocation(line: 50, column: 5, scope: !89, inlinedAt: !94)
!97 = !DILocation(line: 0, scope: !91, inlinedAt: !94)
!98 = !DILocation(line: 51, column: 25, scope: !99, inlinedAt: !94)
!99 = distinct !DILexicalBlock(scope: !91, file: !3, line: 51, column: 9)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !{!102, !102, i64 0}
!105 = !DILocation(line: 51, column: 9, scope: !91, inlinedAt: !94)
!106 = !DILocation(line: 50, column: 32, scope: !92, inlinedAt: !94)
!107 = !DILocation(line: 50, column: 23, scope: !92, inlinedAt: !94)
!108 = distinct !{!108, !96, !109, !110, !111}
!109 = !DILocation(line: 52, column: 46, scope: !89, inlinedAt: !94)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 52, column: 43, scope: !99, inlinedAt: !94)
!113 = !DILocation(line: 52, column: 33, scope: !99, inlinedAt: !94)
!114 = !DILocation(line: 52, column: 26, scope: !99, inlinedAt: !94)
!115 = !DILocation(line: 52, column: 13, scope: !99, inlinedAt: !94)
!116 = !DILocation(line: 52, column: 31, scope: !99, inlinedAt: !94)
!117 = distinct !{!117, !105, !118, !110, !111}
!118 = !DILocation(line: 52, column: 46, scope: !91, inlinedAt: !94)
!119 = !DILocation(line: 0, scope: !91, inlinedAt: !120)
!120 = distinct !DILocation(line: 61, column: 5, scope: !2)
!121 = !DILocation(line: 52, column: 43, scope: !99, inlinedAt: !120)
!122 = !DILocation(line: 52, column: 33, scope: !99, inlinedAt: !120)
!123 = !DILocation(line: 52, column: 26, scope: !99, inlinedAt: !120)
!124 = !DILocation(line: 52, column: 13, scope: !99, inlinedAt: !120)
!125 = !DILocation(line: 52, column: 31, scope: !99, inlinedAt: !120)
!126 = !DILocation(line: 51, column: 37, scope: !99, inlinedAt: !120)
!127 = !DILocation(line: 51, column: 25, scope: !99, inlinedAt: !120)
!128 = !DILocation(line: 51, column: 9, scope: !91, inlinedAt: !120)
!129 = distinct !{!129, !128, !130, !110, !111}
!130 = !DILocation(line: 52, column: 46, scope: !91, inlinedAt: !120)
!131 = !DILocation(line: 0, scope: !89, inlinedAt: !132)
!132 = distinct !DILocation(line: 62, column: 5, scope: !2)
!133 = !DILocation(line: 0, scope: !91, inlinedAt: !132)
!134 = !DILocation(line: 51, column: 25, scope: !99, inlinedAt: !132)
!135 = !DILocation(line: 51, column: 9, scope: !91, inlinedAt: !132)
!136 = !DILocation(line: 50, column: 32, scope: !92, inlinedAt: !132)
!137 = !DILocation(line: 50, column: 23, scope: !92, inlinedAt: !132)
!138 = !DILocation(line: 50, column: 5, scope: !89, inlinedAt: !132)
!139 = distinct !{!139, !138, !140, !110, !111}
!140 = !DILocation(line: 52, column: 46, scope: !89, inlinedAt: !132)
!141 = !DILocation(line: 52, column: 43, scope: !99, inlinedAt: !132)
!142 = !DILocation(line: 52, column: 33, scope: !99, inlinedAt: !132)
!143 = !DILocation(line: 52, column: 26, scope: !99, inlinedAt: !132)
!144 = !DILocation(line: 52, column: 13, scope: !99, inlinedAt: !132)
!145 = !DILocation(line: 52, column: 31, scope: !99, inlinedAt: !132)
!146 = !DILocation(line: 51, column: 37, scope: !99, inlinedAt: !132)
!147 = distinct !{!147, !135, !148, !110, !111}
!148 = !DILocation(line: 52, column: 46, scope: !91, inlinedAt: !132)
!149 = !DILocalVariable(name: "y", scope: !150, file: !3, line: 25, type: !6)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 25, column: 5)
!151 = distinct !DISubprogram(name: "population", scope: !3, file: !3, line: 23, type: !152, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!6, !58}
!154 = !{!155, !156, !149, !157}
!155 = !DILocalVariable(name: "g", arg: 1, scope: !151, file: !3, line: 23, type: !58)
!156 = !DILocalVariable(name: "p", scope: !151, file: !3, line: 24, type: !6)
!157 = !DILocalVariable(name: "x", scope: !158, file: !3, line: 26, type: !6)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26, column: 9)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 25, column: 5)
!160 = !DILocation(line: 0, scope: !150, inlinedAt: !161)
!161 = distinct !DILocation(line: 64, column: 38, scope: !2)
!162 = !DILocation(line: 0, scope: !151, inlinedAt: !161)
!163 = !DILocation(line: 0, scope: !158, inlinedAt: !161)
!164 = !DILocation(line: 26, column: 9, scope: !158, inlinedAt: !161)
!165 = !DILocation(line: 25, column: 29, scope: !159, inlinedAt: !161)
!166 = !DILocation(line: 25, column: 23, scope: !159, inlinedAt: !161)
!167 = !DILocation(line: 25, column: 5, scope: !150, inlinedAt: !161)
!168 = distinct !{!168, !167, !169, !110, !111}
!169 = !DILocation(line: 27, column: 24, scope: !150, inlinedAt: !161)
!170 = !DILocation(line: 27, column: 18, scope: !171, inlinedAt: !161)
!171 = distinct !DILexicalBlock(scope: !158, file: !3, line: 26, column: 9)
!172 = !DILocation(line: 27, column: 15, scope: !171, inlinedAt: !161)
!173 = !DILocation(line: 26, column: 33, scope: !171, inlinedAt: !161)
!174 = !DILocation(line: 26, column: 27, scope: !171, inlinedAt: !161)
!175 = distinct !{!175, !164, !176, !110, !111}
!176 = !DILocation(line: 27, column: 24, scope: !158, inlinedAt: !161)
!177 = !DILocalVariable(name: "y", scope: !178, file: !3, line: 33, type: !6)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 33, column: 5)
!179 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 31, type: !180, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !183)
!180 = !DISubroutineType(types: !181)
!181 = !{!182, !58}
!182 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!183 = !{!184, !185, !177, !186}
!184 = !DILocalVariable(name: "g", arg: 1, scope: !179, file: !3, line: 31, type: !58)
!185 = !DILocalVariable(name: "h", scope: !179, file: !3, line: 32, type: !182)
!186 = !DILocalVariable(name: "x", scope: !187, file: !3, line: 34, type: !6)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 34, column: 9)
!188 = distinct !DILexicalBlock(scope: !178, file: !3, line: 33, column: 5)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !190)
!190 = distinct !DILocation(line: 64, column: 55, scope: !2)
!191 = !DILocation(line: 0, scope: !179, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !187, inlinedAt: !190)
!193 = !DILocation(line: 34, column: 9, scope: !187, inlinedAt: !190)
!194 = !DILocation(line: 33, column: 29, scope: !188, inlinedAt: !190)
!195 = !DILocation(line: 33, column: 23, scope: !188, inlinedAt: !190)
!196 = !DILocation(line: 33, column: 5, scope: !178, inlinedAt: !190)
!197 = distinct !{!197, !196, !198, !110, !111}
!198 = !DILocation(line: 35, column: 33, scope: !178, inlinedAt: !190)
!199 = !DILocation(line: 35, column: 22, scope: !200, inlinedAt: !190)
!200 = distinct !DILexicalBlock(scope: !187, file: !3, line: 34, column: 9)
!201 = !DILocation(line: 35, column: 20, scope: !200, inlinedAt: !190)
!202 = !DILocation(line: 35, column: 31, scope: !200, inlinedAt: !190)
!203 = !DILocation(line: 34, column: 33, scope: !200, inlinedAt: !190)
!204 = !DILocation(line: 34, column: 27, scope: !200, inlinedAt: !190)
!205 = distinct !{!205, !193, !206, !110, !111}
!206 = !DILocation(line: 35, column: 33, scope: !187, inlinedAt: !190)
!207 = !DILocation(line: 64, column: 5, scope: !2)
!208 = !DILocalVariable(name: "line", scope: !209, file: !3, line: 41, type: !221)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 40, column: 36)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 40, column: 5)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 40, column: 5)
!212 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 39, type: !213, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !58, !6}
!215 = !{!216, !217, !218, !208, !219}
!216 = !DILocalVariable(name: "g", arg: 1, scope: !212, file: !3, line: 39, type: !58)
!217 = !DILocalVariable(name: "rows", arg: 2, scope: !212, file: !3, line: 39, type: !6)
!218 = !DILocalVariable(name: "y", scope: !211, file: !3, line: 40, type: !6)
!219 = !DILocalVariable(name: "x", scope: !220, file: !3, line: 42, type: !6)
!220 = distinct !DILexicalBlock(scope: !209, file: !3, line: 42, column: 9)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 200, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 25)
!224 = !DILocation(line: 0, scope: !209, inlinedAt: !225)
!225 = distinct !DILocation(line: 65, column: 5, scope: !2)
!226 = !DILocation(line: 0, scope: !212, inlinedAt: !225)
!227 = !DILocation(line: 0, scope: !211, inlinedAt: !225)
!228 = !DILocation(line: 40, column: 5, scope: !211, inlinedAt: !225)
!229 = !DILocation(line: 41, column: 9, scope: !209, inlinedAt: !225)
!230 = !DILocation(line: 0, scope: !220, inlinedAt: !225)
!231 = !DILocation(line: 42, column: 9, scope: !220, inlinedAt: !225)
!232 = !DILocation(line: 44, column: 17, scope: !209, inlinedAt: !225)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 45, column: 9, scope: !209, inlinedAt: !225)
!235 = !DILocation(line: 46, column: 5, scope: !210, inlinedAt: !225)
!236 = !DILocation(line: 40, column: 32, scope: !210, inlinedAt: !225)
!237 = !DILocation(line: 40, column: 23, scope: !210, inlinedAt: !225)
!238 = distinct !{!238, !228, !239, !110, !111}
!239 = !DILocation(line: 46, column: 5, scope: !211, inlinedAt: !225)
!240 = !DILocation(line: 43, column: 23, scope: !241, inlinedAt: !225)
!241 = distinct !DILexicalBlock(scope: !220, file: !3, line: 42, column: 9)
!242 = !DILocation(line: 43, column: 13, scope: !241, inlinedAt: !225)
!243 = !DILocation(line: 43, column: 21, scope: !241, inlinedAt: !225)
!244 = !DILocation(line: 42, column: 33, scope: !241, inlinedAt: !225)
!245 = !DILocation(line: 42, column: 27, scope: !241, inlinedAt: !225)
!246 = distinct !{!246, !231, !247, !110, !111}
!247 = !DILocation(line: 43, column: 39, scope: !220, inlinedAt: !225)
!248 = !DILocation(line: 0, scope: !2)
!249 = !DILocation(line: 0, scope: !63)
!250 = !DILocation(line: 12, column: 5, scope: !251, inlinedAt: !270)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 12, column: 5)
!252 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 11, type: !253, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !58, !58}
!255 = !{!256, !257, !258, !259, !262, !265, !267}
!256 = !DILocalVariable(name: "src", arg: 1, scope: !252, file: !3, line: 11, type: !58)
!257 = !DILocalVariable(name: "dst", arg: 2, scope: !252, file: !3, line: 11, type: !58)
!258 = !DILocalVariable(name: "y", scope: !251, file: !3, line: 12, type: !6)
!259 = !DILocalVariable(name: "x", scope: !260, file: !3, line: 13, type: !6)
!260 = distinct !DILexicalBlock(scope: !261, file: !3, line: 13, column: 9)
!261 = distinct !DILexicalBlock(scope: !251, file: !3, line: 12, column: 5)
!262 = !DILocalVariable(name: "n", scope: !263, file: !3, line: 14, type: !6)
!263 = distinct !DILexicalBlock(scope: !264, file: !3, line: 13, column: 37)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 13, column: 9)
!265 = !DILocalVariable(name: "dy", scope: !266, file: !3, line: 15, type: !6)
!266 = distinct !DILexicalBlock(scope: !263, file: !3, line: 15, column: 13)
!267 = !DILocalVariable(name: "dx", scope: !268, file: !3, line: 16, type: !6)
!268 = distinct !DILexicalBlock(scope: !269, file: !3, line: 16, column: 17)
!269 = distinct !DILexicalBlock(scope: !266, file: !3, line: 15, column: 13)
!270 = distinct !DILocation(line: 67, column: 9, scope: !65)
!271 = !DILocation(line: 0, scope: !209, inlinedAt: !272)
!272 = distinct !DILocation(line: 74, column: 5, scope: !2)
!273 = !DILocation(line: 0, scope: !212, inlinedAt: !272)
!274 = !DILocation(line: 0, scope: !211, inlinedAt: !272)
!275 = !DILocation(line: 40, column: 5, scope: !211, inlinedAt: !272)
!276 = !DILocation(line: 41, column: 9, scope: !209, inlinedAt: !272)
!277 = !DILocation(line: 0, scope: !220, inlinedAt: !272)
!278 = !DILocation(line: 42, column: 9, scope: !220, inlinedAt: !272)
!279 = !DILocation(line: 44, column: 17, scope: !209, inlinedAt: !272)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 45, column: 9, scope: !209, inlinedAt: !272)
!282 = !DILocation(line: 46, column: 5, scope: !210, inlinedAt: !272)
!283 = !DILocation(line: 40, column: 32, scope: !210, inlinedAt: !272)
!284 = !DILocation(line: 40, column: 23, scope: !210, inlinedAt: !272)
!285 = distinct !{!285, !275, !286, !110, !111}
!286 = !DILocation(line: 46, column: 5, scope: !211, inlinedAt: !272)
!287 = !DILocation(line: 43, column: 23, scope: !241, inlinedAt: !272)
!288 = !DILocation(line: 43, column: 13, scope: !241, inlinedAt: !272)
!289 = !DILocation(line: 43, column: 21, scope: !241, inlinedAt: !272)
!290 = !DILocation(line: 42, column: 33, scope: !241, inlinedAt: !272)
!291 = !DILocation(line: 42, column: 27, scope: !241, inlinedAt: !272)
!292 = distinct !{!292, !278, !293, !110, !111}
!293 = !DILocation(line: 43, column: 39, scope: !220, inlinedAt: !272)
!294 = !DILocation(line: 75, column: 5, scope: !2)
!295 = !DILocation(line: 0, scope: !251, inlinedAt: !270)
!296 = !DILocation(line: 0, scope: !260, inlinedAt: !270)
!297 = !DILocation(line: 13, column: 9, scope: !260, inlinedAt: !270)
!298 = !DILocation(line: 0, scope: !266, inlinedAt: !270)
!299 = !DILocation(line: 0, scope: !263, inlinedAt: !270)
!300 = !DILocation(line: 15, column: 13, scope: !266, inlinedAt: !270)
!301 = !DILocation(line: 12, column: 29, scope: !261, inlinedAt: !270)
!302 = !DILocation(line: 12, column: 23, scope: !261, inlinedAt: !270)
!303 = distinct !{!303, !250, !304, !110, !111}
!304 = !DILocation(line: 20, column: 9, scope: !251, inlinedAt: !270)
!305 = !DILocation(line: 0, scope: !268, inlinedAt: !270)
!306 = !DILocation(line: 16, column: 17, scope: !268, inlinedAt: !270)
!307 = !DILocation(line: 19, column: 48, scope: !263, inlinedAt: !270)
!308 = !DILocation(line: 15, column: 42, scope: !269, inlinedAt: !270)
!309 = !DILocation(line: 15, column: 34, scope: !269, inlinedAt: !270)
!310 = distinct !{!310, !300, !311, !110, !111}
!311 = !DILocation(line: 18, column: 68, scope: !266, inlinedAt: !270)
!312 = !DILocation(line: 17, column: 28, scope: !313, inlinedAt: !270)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 25)
!314 = distinct !DILexicalBlock(scope: !268, file: !3, line: 16, column: 17)
!315 = !DILocation(line: 18, column: 60, scope: !313, inlinedAt: !270)
!316 = !DILocation(line: 18, column: 65, scope: !313, inlinedAt: !270)
!317 = !DILocation(line: 18, column: 30, scope: !313, inlinedAt: !270)
!318 = !DILocation(line: 18, column: 27, scope: !313, inlinedAt: !270)
!319 = !DILocation(line: 18, column: 25, scope: !313, inlinedAt: !270)
!320 = !DILocation(line: 16, column: 46, scope: !314, inlinedAt: !270)
!321 = !DILocation(line: 16, column: 38, scope: !314, inlinedAt: !270)
!322 = distinct !{!322, !306, !323, !110, !111}
!323 = !DILocation(line: 18, column: 68, scope: !268, inlinedAt: !270)
!324 = !DILocation(line: 19, column: 62, scope: !263, inlinedAt: !270)
!325 = !DILocation(line: 19, column: 59, scope: !263, inlinedAt: !270)
!326 = !DILocation(line: 19, column: 25, scope: !263, inlinedAt: !270)
!327 = !DILocation(line: 19, column: 13, scope: !263, inlinedAt: !270)
!328 = !DILocation(line: 19, column: 23, scope: !263, inlinedAt: !270)
!329 = !DILocation(line: 13, column: 33, scope: !264, inlinedAt: !270)
!330 = !DILocation(line: 13, column: 27, scope: !264, inlinedAt: !270)
!331 = distinct !{!331, !297, !332, !110, !111}
!332 = !DILocation(line: 20, column: 9, scope: !260, inlinedAt: !270)
!333 = !DILocation(line: 0, scope: !65)
!334 = !DILocation(line: 71, column: 17, scope: !335)
!335 = distinct !DILexicalBlock(scope: !65, file: !3, line: 71, column: 13)
!336 = !DILocation(line: 71, column: 22, scope: !335)
!337 = !DILocation(line: 71, column: 13, scope: !65)
!338 = !DILocation(line: 0, scope: !150, inlinedAt: !339)
!339 = distinct !DILocation(line: 72, column: 52, scope: !335)
!340 = !DILocation(line: 0, scope: !151, inlinedAt: !339)
!341 = !DILocation(line: 0, scope: !158, inlinedAt: !339)
!342 = !DILocation(line: 26, column: 9, scope: !158, inlinedAt: !339)
!343 = !DILocation(line: 25, column: 29, scope: !159, inlinedAt: !339)
!344 = !DILocation(line: 25, column: 23, scope: !159, inlinedAt: !339)
!345 = !DILocation(line: 25, column: 5, scope: !150, inlinedAt: !339)
!346 = distinct !{!346, !345, !347, !110, !111}
!347 = !DILocation(line: 27, column: 24, scope: !150, inlinedAt: !339)
!348 = !DILocation(line: 27, column: 18, scope: !171, inlinedAt: !339)
!349 = !DILocation(line: 27, column: 15, scope: !171, inlinedAt: !339)
!350 = !DILocation(line: 26, column: 33, scope: !171, inlinedAt: !339)
!351 = !DILocation(line: 26, column: 27, scope: !171, inlinedAt: !339)
!352 = distinct !{!352, !342, !353, !110, !111}
!353 = !DILocation(line: 27, column: 24, scope: !158, inlinedAt: !339)
!354 = !DILocation(line: 0, scope: !178, inlinedAt: !355)
!355 = distinct !DILocation(line: 72, column: 69, scope: !335)
!356 = !DILocation(line: 0, scope: !179, inlinedAt: !355)
!357 = !DILocation(line: 0, scope: !187, inlinedAt: !355)
!358 = !DILocation(line: 34, column: 9, scope: !187, inlinedAt: !355)
!359 = !DILocation(line: 33, column: 29, scope: !188, inlinedAt: !355)
!360 = !DILocation(line: 33, column: 23, scope: !188, inlinedAt: !355)
!361 = !DILocation(line: 33, column: 5, scope: !178, inlinedAt: !355)
!362 = distinct !{!362, !361, !363, !110, !111}
!363 = !DILocation(line: 35, column: 33, scope: !178, inlinedAt: !355)
!364 = !DILocation(line: 35, column: 22, scope: !200, inlinedAt: !355)
!365 = !DILocation(line: 35, column: 20, scope: !200, inlinedAt: !355)
!366 = !DILocation(line: 35, column: 31, scope: !200, inlinedAt: !355)
!367 = !DILocation(line: 34, column: 33, scope: !200, inlinedAt: !355)
!368 = !DILocation(line: 34, column: 27, scope: !200, inlinedAt: !355)
!369 = distinct !{!369, !358, !370, !110, !111}
!370 = !DILocation(line: 35, column: 33, scope: !187, inlinedAt: !355)
!371 = !DILocation(line: 72, column: 13, scope: !335)
!372 = !DILocation(line: 66, column: 37, scope: !66)
!373 = !DILocation(line: 66, column: 27, scope: !66)
!374 = !DILocation(line: 66, column: 5, scope: !63)
!375 = distinct !{!375, !374, !376, !110, !111}
!376 = !DILocation(line: 73, column: 5, scope: !63)
!377 = !DISubprogram(name: "printf", scope: !378, file: !378, line: 356, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!379 = !DISubroutineType(types: !380)
!380 = !{!6, !381, null}
!381 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !25)
!382 = !DISubprogram(name: "puts", scope: !378, file: !378, line: 661, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{!6, !25}
